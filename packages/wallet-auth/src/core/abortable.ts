import { BaseError } from '../errors.js'

/** Why an attempt was stopped without failing: none of these clears tokens or logs. */
export type AbortReason = 'switched' | 'disposed' | 'signed-out' | 'cancelled'

export class AttemptAbortedError extends BaseError {
  override name = 'AttemptAbortedError'
  readonly reason: AbortReason
  constructor(reason: AbortReason) {
    super(`Login attempt stopped: ${reason}`, { code: 'aborted' })
    this.reason = reason
  }
}

/** Settles with `promise`, or rejects with the abort reason as soon as `signal` aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

export function abortError(signal: AbortSignal): AttemptAbortedError {
  return signal.reason instanceof AttemptAbortedError ? signal.reason : new AttemptAbortedError('cancelled')
}

export type Deferred<T> = { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void }

export function createDeferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  // Nobody may be listening (a dialog that never asked): never an unhandled rejection.
  promise.catch(() => {})
  return { promise, resolve, reject }
}
