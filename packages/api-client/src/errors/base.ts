export type BaseErrorParameters = {
  /** The underlying error (an AxiosError, a SyntaxError...), kept for debugging. */
  cause?: unknown
  /** Extra detail for logs (method and URL, the low-level reason); never shown to users. */
  details?: string | undefined
  /** Stable, machine-readable code to branch on. */
  code: string
}

/**
 * Root of every error this package throws. `message` is the user-facing `shortMessage`
 * alone (the timeout text must match docs/behaviour.md exactly), details go to `details`.
 */
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
