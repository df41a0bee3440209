import { classifySignatureFailure } from './classifySignatureFailure'

export type SignatureOutcome<T, Choice> =
  | { kind: 'signed'; value: T }
  | { kind: 'refused' | 'cannot-sign'; error: unknown }
  /** The person stopped waiting for a wallet that had not answered, choosing `choice`. */
  | { kind: 'stopped'; choice: Choice }

export type RequestSignatureParameters = {
  /** After this long without an answer, `onUnanswered` runs (the page then offers a way on). */
  waitMs: number
  onUnanswered: () => void
}

export type RequestSignatureReturnType<T, Choice> = {
  outcome: Promise<SignatureOutcome<T, Choice>>
  /** Stops waiting: the outcome is `stopped`, and a later answer from the wallet is ignored. */
  stop: (choice: Choice) => void
}

/**
 * Asks the wallet for a signature that the page can do without: every failure is classified (refused
 * or cannot sign), and a request never answered can be left behind by the person, never by a timer (a
 * prompt may still be open: the page must not open another on top of it by itself).
 */
export function requestSignature<T, Choice>(sign: () => Promise<T>, { waitMs, onUnanswered }: RequestSignatureParameters): RequestSignatureReturnType<T, Choice> {
  let stop: (choice: Choice) => void = () => undefined
  const stopped = new Promise<SignatureOutcome<T, Choice>>((resolve) => {
    stop = (choice) => resolve({ kind: 'stopped', choice })
  })
  const signed = Promise.resolve()
    .then(sign)
    .then(
      (value): SignatureOutcome<T, Choice> => ({ kind: 'signed', value }),
      (error: unknown): SignatureOutcome<T, Choice> => ({ kind: classifySignatureFailure(error), error }),
    )
  const timer = setTimeout(onUnanswered, waitMs)
  const outcome = Promise.race([signed, stopped]).finally(() => clearTimeout(timer))
  return { outcome, stop: (choice) => stop(choice) }
}
