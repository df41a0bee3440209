import type { DescribedTxError } from '../describeTxError'
import type { TxTexts } from '../texts'
import type { TransactionStatus } from '../useTransaction'
import type { CallsOutcome } from './followCallsStatus'
import type { BatchTexts } from './texts'

/** What a followed batch's end shows: the flow's state and its toast. */
export type BatchEnding = {
  state: { status: TransactionStatus; id: string; hash?: `0x${string}` | undefined; error?: DescribedTxError | undefined; notice?: string | undefined }
  toast: { text: string; type: 'success' | 'warning' | 'error' }
}

/** Pure: the words of a batch's end (followCallsStatus's outcome), with the transaction flow's toasts. */
export function batchEnding(outcome: CallsOutcome, id: string, description: string, TX_TEXTS: TxTexts, BATCH_TEXTS: BatchTexts): BatchEnding {
  switch (outcome.kind) {
    case 'confirmed':
      return { state: { status: 'confirmed', id, hash: outcome.hash }, toast: { text: TX_TEXTS.toast.confirmed(description), type: 'success' } }
    case 'slow':
      return { state: { status: 'slow', id }, toast: { text: TX_TEXTS.toast.slow(description), type: 'warning' } }
    case 'unconfirmed':
      return { state: { status: 'slow', id, notice: BATCH_TEXTS.unconfirmed }, toast: { text: BATCH_TEXTS.toast.unconfirmed(description), type: 'warning' } }
    case 'failed':
    case 'partial': {
      const error: DescribedTxError = { kind: 'contract', message: outcome.kind === 'partial' ? BATCH_TEXTS.partial : TX_TEXTS.errors.reverted }
      return { state: { status: 'failed', id, hash: outcome.hash, error }, toast: { text: TX_TEXTS.toast.failed(description, error.message), type: 'error' } }
    }
  }
}

/** How a batch found on chain ended (followFoundBatch): its transaction's receipt (or a replacement's), or still none after the receipt wait. */
export type FoundBatchEnd = { kind: 'confirmed' | 'failed' | 'cancelled' | 'slow'; hash: `0x${string}` }

export type FoundEnding = { state: Omit<BatchEnding['state'], 'id'>; toast: BatchEnding['toast'] }

/** Pure: the words of an earlier request's batch found on chain and followed to its end (followFoundBatch), `notice` saying so. */
export function foundBatchEnding(end: FoundBatchEnd, description: string, notice: string, TX_TEXTS: TxTexts): FoundEnding {
  const state = { status: end.kind, hash: end.hash, notice }
  switch (end.kind) {
    case 'confirmed':
      return { state, toast: { text: TX_TEXTS.toast.confirmed(description), type: 'success' } }
    case 'slow':
      return { state, toast: { text: TX_TEXTS.toast.slow(description), type: 'warning' } }
    case 'cancelled':
      return { state, toast: { text: TX_TEXTS.toast.cancelled(description), type: 'warning' } }
    case 'failed':
      return { state: { ...state, error: { kind: 'contract', message: TX_TEXTS.errors.reverted } }, toast: { text: TX_TEXTS.toast.failed(description, TX_TEXTS.errors.reverted), type: 'error' } }
  }
}
