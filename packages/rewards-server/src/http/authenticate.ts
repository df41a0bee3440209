import { RETRY_AFTER_SECONDS } from '../constants.js'
import { RewardsError } from '../errors.js'

/** What the site injects: auth-server's `verifyToken` (or anything with its contract). */
export type VerifyToken = (token: string) => Promise<{ address: string }>

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/
const TOKEN_CODES = new Set(['token_invalid', 'token_revoked', 'token_expired'])

/**
 * The lowercase account of a request's bearer token. auth-server's codes pass through as 401
 * (token_invalid, token_revoked, token_expired); its store being down is our 503.
 */
export async function authenticate(request: Request, verifyToken: VerifyToken): Promise<string> {
  const match = BEARER.exec(request.headers.get('authorization') ?? '')
  if (!match?.[1]) throw new RewardsError('token_invalid', { details: 'missing Authorization: Bearer header' })
  try {
    const { address } = await verifyToken(match[1])
    return address.toLowerCase()
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code
    if (typeof code === 'string' && TOKEN_CODES.has(code)) throw new RewardsError(code as 'token_invalid', { cause: error })
    if (code === 'store_unavailable') throw new RewardsError('store_unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS, cause: error })
    throw error
  }
}
