/** Errors thrown in the Node test process; `code` is stable, messages may change. */
export type BaseErrorParameters = { details?: string; cause?: unknown }

export class BaseError extends Error {
  override name = 'TestWalletError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: string, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage, {
      cause: parameters.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}

/**
 * An EIP-1193 error as the page sees it: `rpcCode` becomes the `code` of the error the injected
 * provider throws (4001, 4902, ...); undefined makes it a plain `Error` with no code.
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly rpcCode: number | undefined
  readonly data: unknown

  constructor(rpcCode: number | undefined, message: string, parameters: BaseErrorParameters & { data?: unknown } = {}) {
    super('provider_rpc_error', message, parameters)
    this.rpcCode = rpcCode
    this.data = parameters.data
  }
}

/** A scripting call from the test was wrong (e.g. a bad account index). */
export class TestWalletUsageError extends BaseError {
  override name = 'TestWalletUsageError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('usage_error', shortMessage, parameters)
  }
}
