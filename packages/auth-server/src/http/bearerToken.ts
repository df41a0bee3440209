import { AuthError } from '../errors.js'

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/

/** The token of an `Authorization: Bearer …` header, or 401 token_invalid. */
export function bearerToken(request: Request): string {
  const match = BEARER.exec(request.headers.get('authorization') ?? '')
  if (!match?.[1]) throw new AuthError('token_invalid', { details: 'missing Authorization: Bearer header' })
  return match[1]
}
