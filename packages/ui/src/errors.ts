export type BaseErrorParameters = {
  /** The underlying error, kept for debugging. */
  cause?: unknown
  /** Extra detail for developers; never shown to users. */
  details?: string | undefined
}

/** Root of every error this package throws; `code` is stable, messages may change. */
export class BaseError extends Error {
  override name = 'UiError'
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: string, shortMessage: string, { cause, details }: BaseErrorParameters = {}) {
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, cause === undefined ? undefined : { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
  }
}

/** A hook that needs a provider was called outside of it (a wiring mistake in the app). */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor(hook: string, provider: string) {
    super('provider_not_found', `${hook} must be used within <${provider}>.`, {
      details: `Wrap the app (the root layout) in <${provider}>.`,
    })
  }
}
