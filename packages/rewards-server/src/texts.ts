import type { RewardsErrorCode } from './errorCodes.js'

/** The `message` of every error body, by code. */
export const texts: Record<RewardsErrorCode, string> = {
  invalid_request: 'The request is malformed',
  token_invalid: 'The session token is missing or invalid',
  token_revoked: 'The session token was revoked',
  token_expired: 'The session token has expired',
  dpop_invalid: 'The DPoP proof is missing or invalid for this token and request',
  dpop_replayed: 'This DPoP proof was already used; send a fresh one',
  not_yours: 'This game session belongs to another account',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  already_finished: 'This game session is already finished',
  expired: 'This game session has expired',
  body_too_large: 'The request body is too large',
  too_fast: 'The result arrived sooner than the game it reports could have been played',
  rate_limited: 'Too many game sessions; try again later',
  rpc_unavailable: 'A chain could not be read; try again shortly',
  store_unavailable: 'The database is unavailable; try again shortly',
  internal_error: 'Internal error',
}
