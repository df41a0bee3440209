'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { PublicClient } from 'viem'
import { useConfig } from 'wagmi'
import { getPublicClient } from 'wagmi/actions'
import { notify } from '@/toast/notify'
import { RECEIPT_TIMEOUT_MS, UNCLEAR_QUIET_MS } from '../constants'
import { loadEvidence, readEvidence } from '../outcome/evidence'
import { watchOutcome } from '../outcome/watchOutcome'
import { receiptPollInterval } from '../receiptPolling'
import { onPendingRecords } from '../recordsAcrossTabs'
import { refreshChainReads } from '../refreshChainReads'
import { findingOf, statusOf } from './finding'
import { useBound } from '@/i18n/useBound'
import { lostAnswerTexts } from './texts'
import { liveRequests, siteUnansweredRecords, UNANSWERED_RECORDS_KEY, type UnansweredRecord } from './unansweredRecords'

/**
 * Finds out, after a reload or in another tab, what became of every request a wallet had not answered
 * (unansweredRecords.ts): the wallet gave no hash or id to follow, so the chain is read instead, as the
 * flow itself does (watchOutcome): the account's nonce against the one before the request, the effect
 * (the staked balance), then the first step (the allowance). The record settles with what was found, which
 * the page says (useActionInFlight, InFlightLine); while a transaction still waits for a block it stays pending.
 */
export function useResumeUnanswered(): void {
  const config = useConfig()
  const queryClient = useQueryClient()
  const lost = useBound(lostAnswerTexts)
  useEffect(() => {
    const records = siteUnansweredRecords()
    const started = new Set<string>()
    const stop = new AbortController()
    const resume = async (record: UnansweredRecord) => {
      const chain = config.chains.find((c) => c.id === record.chainId)
      const client = chain ? (getPublicClient(config, { chainId: chain.id }) as PublicClient | undefined) : undefined
      const evidence = loadEvidence(record.evidence)
      // This tab's own flow is still on it: it says what it finds.
      if (started.has(record.key) || liveRequests.has(record.key) || !chain || !client || !evidence) return
      started.add(record.key)
      const verdict = await watchOutcome({
        client,
        account: record.account,
        nonceBefore: record.nonce,
        effect: async () => (await readEvidence(client, evidence)).effect,
        error: 'unknown', // the answer is lost: only the chain can say
        until: ['done', 'went-out'],
        intervalMs: receiptPollInterval(chain.blockTime),
        quietMs: UNCLEAR_QUIET_MS,
        timeoutMs: RECEIPT_TIMEOUT_MS,
        signal: stop.signal,
      })
      // Gone meanwhile: the tab that asked got its answer (or said what it found) first.
      if (stop.signal.aborted || !records.all().some((r) => r.key === record.key && r.status === 'pending')) return
      const seen = verdict === 'went-out' ? await readEvidence(client, evidence).catch(() => undefined) : undefined
      const finding = findingOf(verdict, seen)
      if (finding === 'in-flight') return // still waiting for a block after the receipt wait: the record stays pending
      records.settle(record.key, finding, statusOf(finding))
      const text = lost.found(finding, record.description)
      void notify(text, { toastId: `${record.key}:found`, type: finding === 'done' ? 'success' : 'warning' })
      refreshChainReads(queryClient, record.chainId)
    }
    const stopScan = onPendingRecords(records, UNANSWERED_RECORDS_KEY, (record) => void resume(record))
    return () => {
      stop.abort()
      stopScan()
    }
  }, [config, lost, queryClient])
}
