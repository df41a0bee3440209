import type { RewardsErrorCode } from './errorCodes.js'
import { texts } from './texts.js'

const STATUS: Record<RewardsErrorCode, number> = {
  invalid_request: 400,
  token_invalid: 401,
  token_revoked: 401,
  token_expired: 401,
  dpop_invalid: 401,
  dpop_replayed: 401,
  not_yours: 403,
  not_found: 404,
  method_not_allowed: 405,
  already_finished: 409,
  expired: 410,
  body_too_large: 413,
  too_fast: 422,
  rate_limited: 429,
  rpc_unavailable: 503,
  store_unavailable: 503,
  internal_error: 500,
}

export type BaseErrorParameters = { details?: string | undefined; cause?: unknown }

/** Root of every error this package throws: a stable `code`, a short message, optional details. */
export class BaseError extends Error {
  override name = 'RewardsServerBaseError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}

/** An API failure with one HTTP status and one `{error: {code, message}}` body. */
export class RewardsError extends BaseError {
  override name = 'RewardsError'
  declare readonly code: RewardsErrorCode
  readonly status: number
  /** Seconds for a Retry-After header (429 and 503). */
  readonly retryAfterSeconds: number | undefined
  /** The 401's WWW-Authenticate challenge (auth-server's, for DPoP); `Bearer` when not set. */
  readonly challenge: string | undefined

  constructor(code: RewardsErrorCode, parameters: BaseErrorParameters & { retryAfterSeconds?: number | undefined; challenge?: string | undefined } = {}) {
    super(code, texts[code], parameters)
    this.status = STATUS[code]
    this.retryAfterSeconds = parameters.retryAfterSeconds
    this.challenge = parameters.challenge
  }
}

/** DATABASE_URL or STARDUST_DATA_DIR is unusable; the message names the variable. */
export class DatabaseConfigError extends BaseError {
  override name = 'DatabaseConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('database_config_invalid', shortMessage, parameters)
  }
}
