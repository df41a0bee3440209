import { texts } from './texts.js'

/** Codes the HTTP API answers with (docs/api.md), plus routing codes. */
export type AuthErrorCode =
  | 'invalid_address'
  | 'invalid_request'
  | 'nonce_invalid'
  | 'nonce_used'
  | 'signature_invalid'
  | 'domain_mismatch'
  | 'origin_mismatch'
  | 'chain_not_allowed'
  | 'expired'
  | 'body_too_large'
  | 'rate_limited'
  | 'store_unavailable'
  | 'rpc_unavailable'
  | 'token_invalid'
  | 'token_revoked'
  | 'token_expired'
  | 'dpop_invalid'
  | 'dpop_replayed'
  | 'not_found'
  | 'method_not_allowed'
  | 'internal_error'

const STATUS: Record<AuthErrorCode, number> = {
  invalid_address: 400,
  invalid_request: 400,
  nonce_invalid: 401,
  nonce_used: 401,
  signature_invalid: 401,
  domain_mismatch: 401,
  origin_mismatch: 403,
  chain_not_allowed: 400,
  expired: 401,
  body_too_large: 413,
  rate_limited: 429,
  store_unavailable: 503,
  rpc_unavailable: 503,
  token_invalid: 401,
  token_revoked: 401,
  token_expired: 401,
  dpop_invalid: 401,
  dpop_replayed: 401,
  not_found: 404,
  method_not_allowed: 405,
  internal_error: 500,
}

export type BaseErrorParameters = { details?: string | undefined; cause?: unknown }

/** Root of every error this package throws: a stable `code`, a short message, optional details. */
export class BaseError extends Error {
  override name = 'AuthServerBaseError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}

/** An API failure that maps to one HTTP status and one `{error: {code, message}}` body. */
export class AuthError extends BaseError {
  override name = 'AuthError'
  declare readonly code: AuthErrorCode
  readonly status: number
  /** Seconds for a Retry-After header (429 and 503). */
  readonly retryAfterSeconds: number | undefined
  /** The `WWW-Authenticate` challenge of a 401 (RFC 6750 / RFC 9449); `Bearer` when not set. */
  readonly challenge: string | undefined

  constructor(code: AuthErrorCode, parameters: BaseErrorParameters & { retryAfterSeconds?: number; challenge?: string } = {}) {
    super(code, texts[code], parameters)
    this.status = STATUS[code]
    this.retryAfterSeconds = parameters.retryAfterSeconds
    this.challenge = parameters.challenge
  }
}

/** The configuration failed validation or is unsafe for production. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('config_invalid', shortMessage, parameters)
  }
}

/**
 * Variables are set that the configuration around them never reads (REDIS_PASSWORD beside a REDIS_URL with its own):
 * refused rather than ignored, so that no operator believes a setting used that is not. `variables` names them.
 */
export class UnreadVariableError extends ConfigError {
  override name = 'UnreadVariableError'
  readonly variables: readonly string[]
  constructor(unread: readonly { name: string; reason: string }[]) {
    super(texts.config_unread, { details: unread.map(({ name, reason }) => `${name}: ${reason}`).join('; ') })
    this.variables = unread.map(({ name }) => name)
  }
}

/** The store (Redis) could not be reached or answered an error. */
export class StoreUnavailableError extends BaseError {
  override name = 'StoreUnavailableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('store_unavailable', texts.store_unavailable, parameters)
  }
}

/** The chain RPC failed or timed out, so no verdict on a contract-wallet signature exists. */
export class RpcUnavailableError extends BaseError {
  override name = 'RpcUnavailableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('rpc_unavailable', texts.rpc_unavailable, parameters)
  }
}

/** A message failed the strict EIP-4361 grammar. */
export class SiweParseError extends BaseError {
  override name = 'SiweParseError'
  constructor(details: string) {
    super('siwe_parse_error', 'Invalid EIP-4361 message', { details })
  }
}
