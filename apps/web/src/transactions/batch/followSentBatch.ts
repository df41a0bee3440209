import type { Chain } from 'viem'
import type { Config } from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import { dismissToast, notify } from '@/toast/notify'
import { RECEIPT_POLL_FALLBACK_MS, RECEIPT_TIMEOUT_MS } from '../constants'
import type { TxTexts } from '../texts'
import { batchEnding, type BatchEnding } from './batchEnding'
import { batchOutcomeStatus, outcomeHashes } from './batchOutcomeStatus'
import { siteBatchRecords } from './batchRecords'
import { followCallsStatus, type CallsOutcome } from './followCallsStatus'
import type { BatchTexts } from './texts'

export type SentBatch = { config: Config; chain: Chain; id: string; account: `0x${string}`; description: string; calls: number; action?: string | undefined }

/**
 * A batch the wallet answered with its id: recorded at once (a reload or another tab follows it again,
 * useResumeBatches), followed through the wallet's wallet_getCallsStatus to its receipts, settled with its
 * transactions (no later request takes them for a late answer, lateBatch.ts), with the flow's toasts.
 */
export async function followSentBatch({ config, chain, id, account, description, calls, action }: SentBatch, TX_TEXTS: TxTexts, BATCH_TEXTS: BatchTexts): Promise<{ outcome: CallsOutcome; ending: BatchEnding }> {
  siteBatchRecords().add({ id, chainId: chain.id, account, description, calls, ...(action ? { action } : {}) })
  void notify(TX_TEXTS.toast.pending(description), { toastId: `${id}:pending`, type: 'info' })
  const outcome = await followCallsStatus(await getConnectorClient(config, { chainId: chain.id }), {
    id,
    calls,
    pollingInterval: chain.blockTime ?? RECEIPT_POLL_FALLBACK_MS,
    timeout: RECEIPT_TIMEOUT_MS,
  }).catch((): CallsOutcome => ({ kind: 'unconfirmed' }))
  void dismissToast(`${id}:pending`)
  const settled = batchOutcomeStatus(outcome)
  if (settled) siteBatchRecords().settle(id, chain.id, settled, outcomeHashes(outcome))
  const ending = batchEnding(outcome, id, description, TX_TEXTS, BATCH_TEXTS)
  void notify(ending.toast.text, { toastId: `${id}:done`, type: ending.toast.type })
  return { outcome, ending }
}
