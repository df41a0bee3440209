export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  code: string
}

/** Root of the errors this package throws: a stable `code`, `shortMessage` and `details`. */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: string

  constructor(shortMessage: string, { cause, details, code }: BaseErrorParameters) {
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.code = code
  }
}

export type RpcConfigErrorCode = 'invalid_rpc_url' | 'no_rpc_urls'

/** A bad RPC configuration, found at start. `variable` names the environment variable at fault. */
export class RpcConfigError extends BaseError {
  override name = 'RpcConfigError'
  declare readonly code: RpcConfigErrorCode
  readonly variable: string | undefined

  constructor(
    shortMessage: string,
    { code, variable, details, cause }: { code: RpcConfigErrorCode; variable?: string; details?: string; cause?: unknown },
  ) {
    super(shortMessage, { code, details, cause })
    this.variable = variable
  }
}
