import type { SendErrorKind } from './sendErrorKind'

/** What the chain shows after a request whose answer is lost, wrong or still awaited. */
export type Findings = {
  /** The account's pending nonce read just before the request. */
  nonceBefore: number
  /** The account's nonce now, mined (`latest`) and with the node's pending transactions (`pending`). */
  latest: number
  pending: number
  /** Whether what the request was for is on chain (e.g. the staked balance grew by the amount); undefined: no such check. */
  effect?: boolean | undefined
}

/**
 * - `unsent`: the person refused, or the wallet could not take the request and nothing left the account;
 * - `done`: what the request was for is on chain;
 * - `in-flight`: a transaction from the account waits for a block;
 * - `went-out`: a transaction from the account was mined since the request (what it did is not shown by the effect);
 * - `nothing-yet`: nothing from the account so far: the wallet may still send it.
 */
export type Verdict = 'unsent' | 'done' | 'in-flight' | 'went-out' | 'nothing-yet'

/**
 * Pure: the verdict on a request from the wallet's error (`undefined` while the wallet has not answered)
 * and the chain's findings (`undefined` when they could not be read). Only a refusal means unsent without
 * looking; "unsupported" means unsent only when the nonce shows nothing went out.
 */
export function judgeOutcome(error: SendErrorKind | undefined, findings: Findings | undefined): Verdict {
  if (error === 'refused') return 'unsent'
  if (!findings) return 'nothing-yet'
  const { nonceBefore, latest, pending, effect } = findings
  if (effect === true) return 'done'
  if (pending > latest && pending > nonceBefore) return 'in-flight'
  if (latest > nonceBefore) return 'went-out'
  return error === 'unsupported' ? 'unsent' : 'nothing-yet'
}
