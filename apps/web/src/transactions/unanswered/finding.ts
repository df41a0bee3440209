import type { EvidenceFound } from '../outcome/evidence'
import type { Verdict } from '../outcome/judgeOutcome'
import type { TxStatus } from '../recordList'

/**
 * What the chain showed of a request the wallet never answered:
 * - `done`: what it was for is on chain (the stake);
 * - `first-step`: a transaction went out and only its first step shows (the approval stands, no stake);
 * - `other`: a transaction went out from the account, without the request's effect or first step;
 * - `nothing`: nothing left the account while it was watched;
 * - `in-flight`: a transaction from the account still waits for a block.
 */
export type Finding = 'done' | 'first-step' | 'other' | 'nothing' | 'in-flight'

export const FINDINGS: readonly string[] = ['done', 'first-step', 'other', 'nothing', 'in-flight'] satisfies readonly Finding[]

/** Pure: the finding from the watch's verdict and, once a transaction went out, the evidence read then. */
export function findingOf(verdict: Verdict, found: EvidenceFound | undefined): Finding {
  if (verdict === 'done' || found?.effect) return 'done'
  if (verdict === 'went-out') return found?.firstStep ? 'first-step' : 'other'
  if (verdict === 'in-flight') return 'in-flight'
  return 'nothing'
}

/** How a record of the request settles on a final finding (`in-flight` is none: the record stays pending). */
export function statusOf(finding: Exclude<Finding, 'in-flight'>): Exclude<TxStatus, 'pending'> {
  return finding === 'done' ? 'confirmed' : finding === 'nothing' ? 'cancelled' : 'failed'
}
