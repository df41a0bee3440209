import { claimsTexts } from './texts.js'

/** Codes the claims API answers with (docs/api.md), plus routing codes. */
export type ClaimsErrorCode =
  | 'invalid_request'
  | 'not_eligible'
  | 'no_airdrop'
  | 'airdrop_mismatch'
  | 'rpc_unavailable'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal_error'

const STATUS: Record<ClaimsErrorCode, number> = {
  invalid_request: 400,
  not_eligible: 404,
  no_airdrop: 404,
  not_found: 404,
  method_not_allowed: 405,
  internal_error: 500,
  airdrop_mismatch: 503,
  rpc_unavailable: 503,
}

/** A claims API failure: one HTTP status and one `{error: {code, message}}` body. */
export class ClaimsError extends Error {
  override name = 'ClaimsError'
  readonly status: number
  readonly shortMessage: string
  constructor(
    readonly code: ClaimsErrorCode,
    options: { cause?: unknown } = {},
  ) {
    super(claimsTexts[code], options)
    this.shortMessage = claimsTexts[code]
    this.status = STATUS[code]
  }
}

export type ClaimsConfigErrorCode = 'airdrop_list_missing' | 'airdrop_list_unreadable' | 'airdrop_list_invalid'

/** An airdrop list that stops the start: the message names the file (and line) or the chain. */
export class ClaimsConfigError extends Error {
  override name = 'ClaimsConfigError'
  constructor(
    readonly code: ClaimsConfigErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
  }
}
