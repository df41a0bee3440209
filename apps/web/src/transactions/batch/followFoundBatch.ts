import { WaitForTransactionReceiptTimeoutError, type Address, type Hash } from 'viem'
import type { Config } from 'wagmi'
import { RECEIPT_TIMEOUT_MS } from '../constants'
import { isCancelled } from '../replacement'
import { sitePendingWatcher } from '../sitePendingWatcher'
import { siteTxRecords } from '../siteTxRecords'
import type { TxTexts } from '../texts'
import { dismissToast, notify } from '@/toast/notify'
import { foundBatchEnding, type FoundBatchEnd, type FoundEnding } from './batchEnding'

export type FoundBatch = { config: Config; chainId: number; account: Address; hash: Hash; description: string; action?: string | undefined }


/**
 * Follows the transaction of a batch request found on chain (lateBatch.ts) as the transaction flow follows its
 * own: a transaction record with the action (every tab offers the action no second time while it is pending,
 * a reload follows it again), then the tab's one receipt watcher, with the flow's toasts; `notice` says how it was found.
 */
export async function followFoundBatch(found: FoundBatch, notice: string, TX_TEXTS: TxTexts): Promise<FoundEnding> {
  const { hash, description } = found
  void notify(notice, { toastId: `${hash}:pending`, type: 'info' })
  const end = await followToReceipt(found)
  void dismissToast(`${hash}:pending`)
  const ending = foundBatchEnding(end, description, notice, TX_TEXTS)
  void notify(ending.toast.text, { toastId: `${hash}:done`, type: ending.toast.type })
  return ending
}

async function followToReceipt({ config, chainId, account, hash, description, action }: FoundBatch): Promise<FoundBatchEnd> {
  siteTxRecords().add({ hash, chainId, account, description, ...(action ? { action } : {}) })
  try {
    const { receipt, replacement } = await sitePendingWatcher(config).follow(chainId, hash, { timeoutMs: RECEIPT_TIMEOUT_MS })
    const kind = replacement && isCancelled(replacement.reason) ? 'cancelled' : receipt.status === 'success' ? 'confirmed' : 'failed'
    siteTxRecords().settle(hash, chainId, kind, replacement?.hash)
    return { kind, hash: replacement?.hash ?? hash }
  } catch (cause) {
    // Still pending after the wait: it may yet confirm, so the record stays pending.
    if (cause instanceof WaitForTransactionReceiptTimeoutError) return { kind: 'slow', hash }
    throw cause
  }
}
