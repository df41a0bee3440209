// The error codes alone, so that the texts (keyed by code) and the errors (which read the texts)
// both import them without importing each other.

/** Codes the Stardust and game API answer with (docs/api.md), plus routing codes. */
export type RewardsErrorCode =
  | 'invalid_request'
  | 'token_invalid'
  | 'token_revoked'
  | 'token_expired'
  | 'dpop_invalid'
  | 'dpop_replayed'
  | 'not_yours'
  | 'not_found'
  | 'method_not_allowed'
  | 'already_finished'
  | 'expired'
  | 'body_too_large'
  | 'too_fast'
  | 'rate_limited'
  | 'rpc_unavailable'
  | 'store_unavailable'
  | 'internal_error'
