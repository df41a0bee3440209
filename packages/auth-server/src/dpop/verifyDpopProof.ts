import { base64url, calculateJwkThumbprint, EmbeddedJWK, jwtVerify, type JWK } from 'jose'
import { DPOP_ALGORITHMS, DPOP_MAX_JTI_LENGTH } from '../constants.js'
import { AuthError } from '../errors.js'

export type VerifyDpopProofParameters = {
  /** The `DPoP` header's value: one compact JWS. */
  proof: string
  /** The request's method (`htm`). */
  method: string
  /** The request's absolute URL; query and fragment are ignored, as in `htu`. */
  url: string
  /** Origins the proof's `htu` may name besides the request's own (the public origin behind a proxy). */
  origins: readonly string[]
  /** The access token the proof must be bound to (`ath`); absent at login, where no token exists yet. */
  accessToken?: string | undefined
  now: Date
  /** How far `iat` may be from `now`, either way. */
  iatWindowSeconds: number
}

/** What a valid proof proves: the key's JWK SHA-256 thumbprint, and the proof's id and time for the replay check. */
export type VerifiedDpopProof = { jkt: string; jti: string; iat: number }

/** RFC 9449's challenge for a proof problem (section 7.1), naming the algorithms accepted. */
export const INVALID_PROOF_CHALLENGE = `DPoP error="invalid_dpop_proof", algs="${DPOP_ALGORITHMS.join(' ')}"`

const invalid = (details: string, cause?: unknown) => new AuthError('dpop_invalid', { details, cause, challenge: INVALID_PROOF_CHALLENGE })

/** scheme://host[:port]/path of a URL, normalised by the URL parser (RFC 3986 section 6), or undefined. */
function withoutQuery(url: string): { origin: string; pathname: string } | undefined {
  try {
    const parsed = new URL(url)
    return { origin: parsed.origin, pathname: parsed.pathname }
  } catch {
    return undefined
  }
}

async function sha256Base64url(text: string): Promise<string> {
  return base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))
}

/**
 * The checks of RFC 9449 section 4.3 except replay (the caller records `jti` in the shared store):
 * one well-formed JWS with `typ: dpop+jwt`, an asymmetric `alg`, a public `jwk` that verifies the
 * signature (jose), `htm` and `htu` of this request, `iat` within the window, and `ath` equal to the
 * token's SHA-256 when a token is presented.
 */
export async function verifyDpopProof(parameters: VerifyDpopProofParameters): Promise<VerifiedDpopProof> {
  const { proof, method, url, accessToken, now, iatWindowSeconds } = parameters
  // Several DPoP headers arrive joined by ", "; a compact JWS never holds a comma or a space.
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(proof)) throw invalid('not one compact JWS')
  let verified
  try {
    verified = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: [...DPOP_ALGORITHMS],
      requiredClaims: ['iat', 'jti', 'htm', 'htu'],
      currentDate: now,
    })
  } catch (error) {
    throw invalid('signature, header or claims', error)
  }
  const { payload, protectedHeader } = verified
  const { jti, htm, htu, iat, ath } = payload as { jti?: unknown; htm?: unknown; htu?: unknown; iat?: unknown; ath?: unknown }
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > DPOP_MAX_JTI_LENGTH) throw invalid('jti')
  if (htm !== method) throw invalid('htm is not this request method')
  const target = typeof htu === 'string' ? withoutQuery(htu) : undefined
  const request = withoutQuery(url)!
  if (!target || target.pathname !== request.pathname || (target.origin !== request.origin && !parameters.origins.includes(target.origin))) {
    throw invalid('htu is not this request URL')
  }
  const seconds = Math.floor(now.getTime() / 1000)
  if (typeof iat !== 'number' || Math.abs(seconds - iat) > iatWindowSeconds) throw invalid('iat is outside the accepted window')
  if (accessToken !== undefined && ath !== (await sha256Base64url(accessToken))) throw invalid('ath is not the hash of this token')
  const jkt = await calculateJwkThumbprint(protectedHeader.jwk as JWK, 'sha256')
  return { jkt, jti, iat }
}
