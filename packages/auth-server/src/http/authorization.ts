import { AuthError } from '../errors.js'

/** How a token is presented: `Bearer` (RFC 6750) or `DPoP` (RFC 9449 section 7.1), with the proof header. */
export type Presented = { scheme: 'Bearer' | 'DPoP'; token: string; proof: string | null }

const AUTHORIZATION = /^(Bearer|DPoP) ([A-Za-z0-9\-_.]+)$/i

/** The token, its scheme and the `DPoP` header of a request, or 401 token_invalid. */
export function presentedToken(request: Request): Presented {
  const match = AUTHORIZATION.exec(request.headers.get('authorization') ?? '')
  if (!match?.[1] || !match[2]) throw new AuthError('token_invalid', { details: 'missing Authorization: Bearer or DPoP header' })
  return { scheme: match[1].toLowerCase() === 'dpop' ? 'DPoP' : 'Bearer', token: match[2], proof: request.headers.get('dpop') }
}
