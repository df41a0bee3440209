'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { getConnectorClient } from 'wagmi/actions'
import { useBound } from '@/i18n/useBound'
import { notify } from '@/toast/notify'
import { RECEIPT_POLL_FALLBACK_MS, RECEIPT_TIMEOUT_MS } from '../constants'
import { onPendingRecords } from '../recordsAcrossTabs'
import { refreshChainReads } from '../refreshChainReads'
import { txTexts } from '../texts'
import { batchOutcomeStatus, outcomeHashes } from './batchOutcomeStatus'
import { siteBatchRecords, type BatchRecord } from './batchRecords'
import { BATCH_RECORDS_KEY } from './constants'
import { followCallsStatus } from './followCallsStatus'
import { batchTexts } from './texts'

/**
 * Follows again, after a reload or in another tab, every batch (wallet_sendCalls) of the connected account
 * still pending in the site's records: only its wallet knows a batch id, so it is asked through the
 * connected wallet (wallet_getCallsStatus). Settles the record and shows the flow's toasts (same ids).
 */
export function useResumeBatches(): void {
  const config = useConfig()
  const queryClient = useQueryClient()
  const { address, connector, status } = useAccount()
  const TX_TEXTS = useBound(txTexts)
  const BATCH_TEXTS = useBound(batchTexts)
  useEffect(() => {
    if (status !== 'connected' || !address || !connector) return
    const records = siteBatchRecords()
    const started = new Set<string>()
    let stopped = false
    const resume = async (record: BatchRecord) => {
      const key = `${record.chainId}:${record.id}`
      const chain = config.chains.find((c) => c.id === record.chainId)
      if (started.has(key) || !chain || record.account.toLowerCase() !== address.toLowerCase()) return
      started.add(key)
      try {
        const client = await getConnectorClient(config, { chainId: chain.id, connector, assertChainId: false })
        const outcome = await followCallsStatus(client, { id: record.id, calls: record.calls, pollingInterval: chain.blockTime ?? RECEIPT_POLL_FALLBACK_MS, timeout: RECEIPT_TIMEOUT_MS })
        const settled = batchOutcomeStatus(outcome)
        if (settled) records.settle(record.id, record.chainId, settled, outcomeHashes(outcome))
        if (stopped) return
        const done = { toastId: `${record.id}:done` }
        if (settled === 'confirmed') void notify(TX_TEXTS.toast.confirmed(record.description), { ...done, type: 'success' })
        else if (settled === 'failed') void notify(TX_TEXTS.toast.failed(record.description, outcome.kind === 'partial' ? BATCH_TEXTS.partial : TX_TEXTS.errors.reverted), { ...done, type: 'error' })
        else if (outcome.kind === 'unconfirmed') void notify(BATCH_TEXTS.toast.unconfirmed(record.description), { ...done, type: 'warning' })
        if (settled) refreshChainReads(queryClient, record.chainId)
        if (outcome.kind === 'slow') started.delete(key) // still pending after the wait: it may yet confirm
      } catch {
        started.delete(key) // the wallet did not answer: the record stays pending
      }
    }
    const stop = onPendingRecords(records, BATCH_RECORDS_KEY, (record) => void resume(record))
    return () => {
      stopped = true
      stop()
    }
  }, [address, config, connector, queryClient, status, TX_TEXTS, BATCH_TEXTS])
}
