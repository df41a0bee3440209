import type { VerifiedToken } from '../tokens/tokens.js'

/** The user object next-auth receives from `authorize`: the address as id, plus the token's facts. */
export type WalletUser = { id: string; address: `0x${string}`; expiresAt: string; jti: string }

export type CreateWalletCredentialsParameters = {
  /**
   * Usually `authServer.verifyToken`: checks signature, expiry, issuer, audience and revocation, and
   * for a DPoP-bound token the proof the browser made for this callback.
   */
  verifyToken: (token: string, dpop?: { proof: string; method: string; url: string }) => Promise<VerifiedToken>
  /**
   * The callback's public URL (`<origin>/api/auth/callback/<id>`): the `htu` a bound token's proof
   * must name. The browser posts the proof as the credential `dpop`. Without it, bound tokens fail.
   */
  dpopUrl?: string
  /** Provider id; docs/api.md fixes `wallet`. */
  id?: string
  name?: string
}

export type WalletCredentialsOptions = {
  id: string
  name: string
  credentials: { token: { label: string; type: 'text' }; dpop: { label: string; type: 'text' } }
  authorize: (credentials: Record<string, unknown> | undefined) => Promise<WalletUser | null>
}

/**
 * Options for next-auth's CredentialsProvider (id `wallet`): the browser posts the API token it got
 * from user/login as `token` (and for a DPoP-bound token, a proof for this callback as `dpop`), and a
 * valid one becomes a session: a token lifted from storage cannot open one elsewhere. No next-auth import here, so this
 * package does not depend on next-auth: `CredentialsProvider(createWalletCredentials({ verifyToken }))`.
 */
export function createWalletCredentials(parameters: CreateWalletCredentialsParameters): WalletCredentialsOptions {
  return {
    id: parameters.id ?? 'wallet',
    name: parameters.name ?? 'Wallet',
    credentials: { token: { label: 'Token', type: 'text' }, dpop: { label: 'DPoP proof', type: 'text' } },
    async authorize(credentials) {
      const token = credentials?.token
      if (typeof token !== 'string' || token === '') return null
      const proof = credentials?.dpop
      const dpop = typeof proof === 'string' && proof !== '' && parameters.dpopUrl ? { proof, method: 'POST', url: parameters.dpopUrl } : undefined
      try {
        const verified = await parameters.verifyToken(token, dpop)
        return { id: verified.address, address: verified.address, expiresAt: verified.expiresAt.toISOString(), jti: verified.jti }
      } catch {
        // next-auth turns null into a CredentialsSignin error; the reason stays server-side.
        return null
      }
    },
  }
}
