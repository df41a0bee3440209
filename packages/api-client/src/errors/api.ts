import { INVALID_JSON_MESSAGE, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../texts.js'
import { BaseError } from './base.js'

export type ApiErrorParameters = {
  status: number
  /** The server's `error.code` (e.g. 'nonce_used'), or `http_<status>` when it sent none. */
  code: string
  /** The server's `error.message`, or a generic text when it sent none. */
  message: string
  /** The parsed response body, when there was one. */
  body?: unknown
  details?: string | undefined
}

/** The server answered with a non-2xx status. */
export class ApiError extends BaseError {
  override name = 'ApiError'
  readonly status: number
  readonly body: unknown

  constructor({ status, code, message, body, details }: ApiErrorParameters) {
    super(message, { code, details })
    this.status = status
    this.body = body
  }
}

/** No response within the client timeout. The message is the text of docs/behaviour.md. */
export class ApiTimeoutError extends BaseError {
  override name = 'ApiTimeoutError'
  override readonly code = 'timeout'

  constructor({ cause, details }: { cause?: unknown; details?: string | undefined } = {}) {
    super(TIMEOUT_MESSAGE, { cause, details, code: 'timeout' })
  }
}

/** The request never got an HTTP response (refused, reset, DNS, offline, CORS). */
export class ApiNetworkError extends BaseError {
  override name = 'ApiNetworkError'
  override readonly code = 'network'

  constructor({ cause, details }: { cause?: unknown; details?: string | undefined } = {}) {
    super(NETWORK_MESSAGE, { cause, details, code: 'network' })
  }
}

/** A 2xx response whose body is not JSON or not the shape the call expects. */
export class ApiResponseError extends BaseError {
  override name = 'ApiResponseError'
  override readonly code = 'invalid_response'
  readonly status: number

  constructor({
    status,
    message = INVALID_JSON_MESSAGE,
    cause,
    details,
  }: { status: number; message?: string; cause?: unknown; details?: string | undefined }) {
    super(message, { cause, details, code: 'invalid_response' })
    this.status = status
  }
}
