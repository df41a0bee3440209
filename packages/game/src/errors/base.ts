export type BaseErrorParameters = {
  /** Stable, machine-readable code to branch on. */
  code: string
  /** Extra detail for logs (which entry, which value); never shown to users. */
  details?: string | undefined
  cause?: unknown
}

/** Root of every error this package throws; `message` is `shortMessage` alone. */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly code: string

  constructor(shortMessage: string, { code, details, cause }: BaseErrorParameters) {
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.details = details
    this.code = code
  }
}
