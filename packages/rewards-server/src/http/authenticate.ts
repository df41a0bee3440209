import { RETRY_AFTER_SECONDS } from '../constants.js'
import type { RewardsErrorCode } from '../errorCodes.js'
import { RewardsError } from '../errors.js'

/** auth-server's `verifyToken` (or anything with its contract): bearer tokens only. */
export type VerifyToken = (token: string) => Promise<{ address: string }>

/**
 * auth-server's `verifyRequest` (or anything with its contract): the request's token, Bearer or DPoP
 * with its proof, checked as the sign-in API checks it.
 */
export type VerifyRequest = (request: Request) => Promise<{ address: string }>

const BEARER = /^Bearer ([A-Za-z0-9\-_.]+)$/
const UNAUTHORIZED = new Set<string>(['token_invalid', 'token_revoked', 'token_expired', 'dpop_invalid', 'dpop_replayed'])

/** A `verifyToken` as a `verifyRequest`: the `Authorization: Bearer` token of the request. */
export function bearerOnly(verifyToken: VerifyToken): VerifyRequest {
  return async (request) => {
    const match = BEARER.exec(request.headers.get('authorization') ?? '')
    if (!match?.[1]) throw new RewardsError('token_invalid', { details: 'missing Authorization: Bearer header' })
    return await verifyToken(match[1])
  }
}

/**
 * The lowercase account of a request's token. auth-server's codes pass through as 401 (token_*,
 * dpop_invalid, dpop_replayed) with its WWW-Authenticate challenge; its store being down is our 503.
 */
export async function authenticate(request: Request, verifyRequest: VerifyRequest): Promise<string> {
  try {
    const { address } = await verifyRequest(request)
    return address.toLowerCase()
  } catch (error) {
    if (error instanceof RewardsError) throw error
    const { code, challenge } = (error ?? {}) as { code?: unknown; challenge?: unknown }
    if (typeof code === 'string' && UNAUTHORIZED.has(code)) {
      throw new RewardsError(code as RewardsErrorCode, { cause: error, challenge: typeof challenge === 'string' ? challenge : undefined })
    }
    if (code === 'store_unavailable') throw new RewardsError('store_unavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS, cause: error })
    throw error
  }
}
