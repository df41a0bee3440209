import type { Address } from 'viem'

/** `jkt`: the thumbprint a DPoP-bound token is bound to (its `cnf.jkt`). */
export type TokenClaims = { sub?: string | undefined; exp?: number | undefined; jkt?: string | undefined }

/**
 * Reads `sub` and `exp` from a JWT's payload without verifying it: the server verifies;
 * the browser only needs to know whose token it is and when to sign out.
 * An opaque (non-JWT) token yields an empty object.
 */
export function readTokenClaims(token: string): TokenClaims {
  const payload = token.split('.')[1]
  if (!payload) return {}
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')))
    if (typeof json !== 'object' || json === null) return {}
    const { sub, exp, cnf } = json as { sub?: unknown; exp?: unknown; cnf?: { jkt?: unknown } | null }
    const jkt = typeof cnf === 'object' && cnf !== null && typeof cnf.jkt === 'string' ? cnf.jkt : undefined
    return {
      sub: typeof sub === 'string' ? sub : undefined,
      exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined,
      ...(jkt === undefined ? {} : { jkt }),
    }
  } catch {
    return {}
  }
}

/** The token's expiry in ms, from its `exp` claim, else the server's `expiresAt`; undefined when neither. */
export function tokenExpiresAt(token: string, serverExpiresAt?: string | number): number | undefined {
  const { exp } = readTokenClaims(token)
  if (exp !== undefined) return exp * 1000
  if (typeof serverExpiresAt === 'number') return serverExpiresAt
  if (typeof serverExpiresAt === 'string') {
    const parsed = Date.parse(serverExpiresAt)
    return Number.isNaN(parsed) ? undefined : parsed
  }
  return undefined
}

/** False when the token names another subject; a token without `sub` cannot be checked and passes. */
export function tokenBelongsTo(token: string, address: Address): boolean {
  const { sub } = readTokenClaims(token)
  return sub === undefined || sub.toLowerCase() === address.toLowerCase()
}

/** True when the token itself says when it expires. */
export function jwtHasExpiry(token: string): boolean {
  return readTokenClaims(token).exp !== undefined
}
