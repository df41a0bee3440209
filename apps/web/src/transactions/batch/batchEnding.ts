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
