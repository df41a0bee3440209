import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { TOKEN_ALGORITHM } from '../constants.js'
import { AuthError } from '../errors.js'

export type TokenSettings = {
  /** HS256 key (at least 32 bytes), imported once: jose would re-import raw bytes on every call. */
  key: CryptoKey | Uint8Array | Promise<CryptoKey>
  issuer: string
  audience: string
  ttlSeconds: number
  now: () => Date
  /**
   * Tokens this server signed or already verified, by their exact text: the same text under the same
   * key, issuer and audience has the same verdict, so only expiry is checked again (and revocation,
   * by the caller). Spares the HMAC on every request of a session. Bounded (oldest dropped first).
   */
  verified?: Map<string, VerifiedToken>
}

export type IssuedToken = { token: string; expiresAt: Date; jti: string }

/**
 * What a valid token proves. `jkt` is the SHA-256 thumbprint of the key a DPoP-bound token is bound
 * to (its `cnf.jkt` claim, RFC 9449 section 6.1); absent for a bearer token.
 */
export type VerifiedToken = { address: `0x${string}`; expiresAt: Date; jti: string; jkt?: string | undefined }

const SUBJECT = /^0x[0-9a-f]{40}$/
/** Verified tokens remembered per server (about 200 bytes each). */
const VERIFIED_CACHE_SIZE = 10_000

function remember(settings: TokenSettings, token: string, verified: VerifiedToken): void {
  const cache = settings.verified
  if (!cache) return
  if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(token, verified)
}

/** The `cnf.jkt` of a token's claims; a `cnf` of any other shape makes the token invalid (never a bearer one). */
function boundKey(cnf: unknown): string | undefined {
  if (cnf === undefined) return undefined
  const jkt = (cnf as { jkt?: unknown } | null)?.jkt
  if (typeof jkt !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(jkt)) throw new AuthError('token_invalid', { details: 'cnf is not {jkt: <SHA-256 thumbprint>}' })
  return jkt
}

/** Imports the HS256 secret once as a non-extractable WebCrypto key. */
export async function importTokenKey(secret: string): Promise<CryptoKey> {
  return await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/**
 * Signs a session token for a lowercase address: sub, iat, exp, jti, iss, aud, and `cnf.jkt` when
 * it is bound to a DPoP key (the key's JWK thumbprint).
 */
export async function issueToken(settings: TokenSettings, address: string, jkt?: string): Promise<IssuedToken> {
  const issuedAt = Math.floor(settings.now().getTime() / 1000)
  const expiresAtSeconds = issuedAt + settings.ttlSeconds
  const jti = randomUUID()
  const token = await new SignJWT(jkt === undefined ? {} : { cnf: { jkt } })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(address.toLowerCase())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAtSeconds)
    .setJti(jti)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .sign(await settings.key)
  remember(settings, token, { address: address.toLowerCase() as `0x${string}`, expiresAt: new Date(expiresAtSeconds * 1000), jti, jkt })
  return { token, expiresAt: new Date(expiresAtSeconds * 1000), jti }
}

/**
 * Checks signature (HS256 only: `alg: none` and every other algorithm are refused), expiry,
 * issuer, audience and the claims' shapes. Revocation is the caller's second step.
 */
export async function verifyTokenSignature(settings: TokenSettings, token: string): Promise<VerifiedToken> {
  const known = settings.verified?.get(token)
  if (known) {
    // jose's rule: expired once the clock reaches exp.
    if (Math.floor(settings.now().getTime() / 1000) >= known.expiresAt.getTime() / 1000) throw new AuthError('token_expired')
    return known
  }
  try {
    const { payload } = await jwtVerify(token, await settings.key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
      currentDate: settings.now(),
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    })
    if (typeof payload.sub !== 'string' || !SUBJECT.test(payload.sub)) throw new AuthError('token_invalid', { details: 'sub is not a lowercase address' })
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') throw new AuthError('token_invalid')
    const jkt = boundKey(payload.cnf)
    const verified = { address: payload.sub as `0x${string}`, expiresAt: new Date(payload.exp * 1000), jti: payload.jti, jkt }
    remember(settings, token, verified)
    return verified
  } catch (error) {
    if (error instanceof AuthError) throw error
    if (error instanceof errors.JWTExpired) throw new AuthError('token_expired', { cause: error })
    throw new AuthError('token_invalid', { cause: error })
  }
}
