import { PREPARE_ERROR_TEXT, SIGN_ERROR_TEXT, UNKNOWN_ERROR_TEXT, VERIFY_ERROR_TEXT } from './texts.js'

export type BaseErrorParameters = {
  cause?: unknown
  /** Extra detail for logs; never shown to users. */
  details?: string | undefined
  /** Stable, machine-readable code to branch on. */
  code: string
}

/** Root of every error this package throws: `message` is the user-facing text alone. */
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

/**
 * The token storage refused a write (quota, private mode, a custom storage that throws): the
 * token could not be kept. Login attempts fail with LoginError code 'storage_failed' and this
 * as `cause`.
 */
export class TokenStorageError extends BaseError {
  override name = 'TokenStorageError'
  override readonly code = 'storage_write_failed' as const

  constructor(parameters: Omit<BaseErrorParameters, 'code'> = {}) {
    super(UNKNOWN_ERROR_TEXT, { ...parameters, code: 'storage_write_failed' })
  }
}

/** The step of the login flow an error belongs to; it picks the text of docs/behaviour.md. */
export type LoginStep = 'prepare' | 'sign' | 'verify' | 'other'

export type LoginErrorCode =
  | 'prepare_failed'
  | 'sign_failed'
  | 'sign_rejected'
  | 'verify_failed'
  | 'no_token'
  | 'other_tab_failed'
  | 'cancelled'
  | 'storage_failed'
  | 'unknown'

const STEP_TEXTS: Record<LoginStep, string> = {
  prepare: PREPARE_ERROR_TEXT,
  sign: SIGN_ERROR_TEXT,
  verify: VERIFY_ERROR_TEXT,
  other: UNKNOWN_ERROR_TEXT,
}

/** A failed login attempt; `message` is the text of docs/behaviour.md for the failed step. */
export class LoginError extends BaseError {
  override name = 'LoginError'
  readonly step: LoginStep
  override readonly code: LoginErrorCode

  constructor(step: LoginStep, code: LoginErrorCode, parameters: Omit<BaseErrorParameters, 'code'> = {}) {
    super(STEP_TEXTS[step], { ...parameters, code })
    this.step = step
    this.code = code
  }
}

/** Wraps anything thrown outside the known steps, so callers always get a LoginError. */
export function toLoginError(error: unknown): LoginError {
  if (error instanceof LoginError) return error
  return new LoginError('other', 'unknown', { cause: error, details: error instanceof Error ? error.message : String(error) })
}
