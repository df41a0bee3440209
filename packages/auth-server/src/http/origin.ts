import type { ServerContext } from '../context.js'
import { AuthError } from '../errors.js'

/**
 * Nonce and login from a browser page must come from the origin the message names (`uri`): a
 * page elsewhere would get a token for a message its user was shown for another site. Requests
 * without `Origin` (servers, scripts, same-origin GETs) are not browser pages signing in.
 */
export function assertSignInOrigin(context: ServerContext, request: Request): void {
  const origin = request.headers.get('origin')
  if (origin === null) return
  const expected = new URL(context.config.uri).origin
  if (origin !== expected) throw new AuthError('origin_mismatch', { details: `Origin ${origin}; the message names ${expected}` })
}
