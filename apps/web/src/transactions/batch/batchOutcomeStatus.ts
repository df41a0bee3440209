import type { TxStatus } from '../txRecords'
import type { CallsOutcome } from './followCallsStatus'

/**
 * The record status a batch's outcome settles to, or undefined when nothing is known yet from the chain
 * (`slow`: still pending; `unconfirmed`: the wallet gave no receipt): the record stays pending.
 */
export function batchOutcomeStatus(outcome: CallsOutcome): Exclude<TxStatus, 'pending'> | undefined {
  switch (outcome.kind) {
    case 'confirmed':
      return 'confirmed'
    case 'failed':
    case 'partial':
      return 'failed'
    default:
      return undefined
  }
}

/** The transactions a batch's outcome shows (its receipts), kept in its record (batchRecords.ts). */
export function outcomeHashes(outcome: CallsOutcome): string[] {
  return 'receipts' in outcome ? outcome.receipts.map((receipt) => receipt.transactionHash) : []
}
