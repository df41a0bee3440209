/** The site's error base: a stable `code`, a short message for people, details for logs. */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: string, shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

export class WalletBridgeMissingError extends BaseError {
  override name = 'WalletBridgeMissingError'
  constructor() {
    super('wallet_bridge_missing', 'useWalletBridge() needs a <WalletBridgeProvider> above it.')
  }
}

export class WalletLoadError extends BaseError {
  override name = 'WalletLoadError'
  constructor(cause: unknown) {
    super('wallet_load_failed', 'The wallet code could not be loaded.', { cause })
  }
}
