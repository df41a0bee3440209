import type { VerifiedToken } from '../tokens/tokens.js'

/** The user object next-auth receives from `authorize`: the address as id, plus the token's facts. */
export type WalletUser = { id: string; address: `0x${string}`; expiresAt: string; jti: string }

export type CreateWalletCredentialsParameters = {
  /** Usually `authServer.verifyToken`: checks signature, expiry, issuer, audience and revocation. */
  verifyToken: (token: string) => Promise<VerifiedToken>
  /** Provider id; docs/api.md fixes `wallet`. */
  id?: string
  name?: string
}

export type WalletCredentialsOptions = {
  id: string
  name: string
  credentials: { token: { label: string; type: 'text' } }
  authorize: (credentials: Record<string, unknown> | undefined) => Promise<WalletUser | null>
}

/**
 * Options for next-auth's CredentialsProvider (id `wallet`): the browser posts the API token it got
 * from user/login as `token`, and a valid one becomes a session. No next-auth import here, so this
 * package does not depend on next-auth: `CredentialsProvider(createWalletCredentials({ verifyToken }))`.
 */
export function createWalletCredentials(parameters: CreateWalletCredentialsParameters): WalletCredentialsOptions {
  return {
    id: parameters.id ?? 'wallet',
    name: parameters.name ?? 'Wallet',
    credentials: { token: { label: 'Token', type: 'text' } },
    async authorize(credentials) {
      const token = credentials?.token
      if (typeof token !== 'string' || token === '') return null
      try {
        const verified = await parameters.verifyToken(token)
        return { id: verified.address, address: verified.address, expiresAt: verified.expiresAt.toISOString(), jti: verified.jti }
      } catch {
        // next-auth turns null into a CredentialsSignin error; the reason stays server-side.
        return null
      }
    },
  }
}
