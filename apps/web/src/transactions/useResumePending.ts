'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useConfig } from 'wagmi'
import { useBound } from '@/i18n/useBound'
import { notify } from '@/toast/notify'
import { RECEIPT_TIMEOUT_MS, TX_RECORDS_KEY } from './constants'
import { useResumeBatches } from './batch/useResumeBatches'
import { onPendingRecords } from './recordsAcrossTabs'
import { refreshChainReads } from './refreshChainReads'
import { outcomeOf } from './settleRecord'
import { sitePendingWatcher } from './sitePendingWatcher'
import { siteTxRecords } from './siteTxRecords'
import { txTexts } from './texts'
import type { TxRecord } from './txRecords'
import { useResumeUnanswered } from './unanswered/useResumeUnanswered'

/**
 * Follows again, after a reload or in another tab, every transaction this browser sent that is still
 * pending (the site's records, `stardust:transactions`), through the tab's one watcher; settles its record
 * confirmed, failed or cancelled as the transaction flow does, with the same toasts. A transaction still
 * pending after the receipt wait stays pending (it may yet confirm). Batches (wallet_sendCalls) likewise.
 */
export function useResumePending(): void {
  // EIP-5792 batches have no hash to poll: they are followed by their id, through the connected wallet.
  useResumeBatches()
  // Requests the wallet never answered have neither: the chain says what became of them.
  useResumeUnanswered()
  const config = useConfig()
  const queryClient = useQueryClient()
  const TX_TEXTS = useBound(txTexts)
  useEffect(() => {
    const records = siteTxRecords()
    const watcher = sitePendingWatcher(config)
    const started = new Set<string>()
    let stopped = false
    const resume = (record: TxRecord) => {
      const key = `${record.chainId}:${record.hash.toLowerCase()}`
      if (started.has(key) || !config.chains.some((chain) => chain.id === record.chainId)) return
      started.add(key)
      watcher.follow(record.chainId, record.hash, { timeoutMs: RECEIPT_TIMEOUT_MS }).then(
        (result) => {
          const status = outcomeOf(result)
          records.settle(record.hash, record.chainId, status, result.replacement?.hash)
          if (stopped) return
          // Same toast ids as the flow: a tab that sent it and resumes it shows one toast.
          const toast = status === 'confirmed' ? TX_TEXTS.toast.confirmed(record.description)
            : status === 'cancelled' ? TX_TEXTS.toast.cancelled(record.description)
            : TX_TEXTS.toast.failed(record.description, TX_TEXTS.errors.reverted)
          void notify(toast, { toastId: `${record.hash}:done`, type: status === 'confirmed' ? 'success' : status === 'cancelled' ? 'warning' : 'error' })
          refreshChainReads(queryClient, record.chainId)
        },
        () => started.delete(key), // still pending after the wait: the record stays pending
      )
    }
    const stop = onPendingRecords(records, TX_RECORDS_KEY, resume)
    return () => {
      stopped = true
      stop()
    }
  }, [config, queryClient, TX_TEXTS])
}
