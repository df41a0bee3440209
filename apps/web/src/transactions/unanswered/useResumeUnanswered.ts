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
import { siteTxRecords } from '../siteTxRecords'
import { findingOf, statusOf, type Finding } from './finding'
import { useBound } from '@/i18n/useBound'
import { isStillAsking } from './askingLock'
import { lostAnswerTexts } from './texts'
import { watchIntent } from './watchIntent'
import { UNANSWERED_RECORDS_KEY } from './constants'
import { liveRequests, siteUnansweredRecords, type UnansweredRecord } from './unansweredRecords'

/**
 * Finds out, after a reload or in another tab, what became of every request a wallet had not answered
 * (unansweredRecords.ts): the wallet gave no hash or id to follow, so the chain is read instead. A single
 * transaction is looked for among the account's (watchIntent: from its nonce, to its contract and
 * function, mined or waiting); found, it becomes a transaction record and is followed like any other.
 * A batch is found as the flow itself does (watchOutcome): the account's nonce against the one before
 * the request, the effect (the staked balance), then the first step (the allowance). The record settles
 * with what was found, which the page says (useActionInFlight, InFlightLine); while a transaction still
 * waits for a block it stays pending.
 */
export function useResumeUnanswered(): void {
  const config = useConfig()
  const queryClient = useQueryClient()
  const lost = useBound(lostAnswerTexts)
  useEffect(() => {
    const records = siteUnansweredRecords()
    const started = new Set<string>()
    const stop = new AbortController()
    /** What the chain showed: the record settles with it, the page says it (InFlightLine), a toast too. */
    const settle = (record: UnansweredRecord, finding: Exclude<Finding, 'in-flight'>) => {
      records.settle(record.key, finding, statusOf(finding))
      void notify(lost.found(finding, record.description), { toastId: `${record.key}:found`, type: finding === 'done' ? 'success' : 'warning' })
      refreshChainReads(queryClient, record.chainId)
    }
    const resume = async (record: UnansweredRecord) => {
      const chain = config.chains.find((c) => c.id === record.chainId)
      const client = chain ? (getPublicClient(config, { chainId: chain.id }) as PublicClient | undefined) : undefined
      const evidence = record.evidence === undefined ? undefined : loadEvidence(record.evidence)
      // This tab's own flow is still on it: it says what it finds.
      if (started.has(record.key) || liveRequests.has(record.key) || !chain || !client || (!evidence && !record.intent)) return
      started.add(record.key)
      const effect = evidence ? async () => (await readEvidence(client, evidence)).effect : undefined
      const watch = { client, account: record.account, effect, intervalMs: receiptPollInterval(chain.blockTime), quietMs: UNCLEAR_QUIET_MS, timeoutMs: RECEIPT_TIMEOUT_MS, signal: stop.signal, stillAsking: () => isStillAsking(record.key) }
      // Gone meanwhile: the tab that asked got its answer (or said what it found) first.
      const gone = () => stop.signal.aborted || !records.all().some((r) => r.key === record.key && r.status === 'pending')
      if (record.intent && record.block !== undefined) {
        // A single transaction: looked for among the account's, mined or waiting, from its nonce on.
        const verdict = await watchIntent({ ...watch, nonce: record.nonce, block: BigInt(record.block), intent: record.intent })
        if (gone() || verdict.kind === 'wait' || verdict.kind === 'in-flight') return // in-flight: the record stays pending
        if (verdict.kind !== 'follow') return settle(record, verdict.kind)
        // Found: followed as if the wallet had answered (useResumePending, every tab), and said so.
        siteTxRecords().add({ hash: verdict.hash, chainId: record.chainId, account: record.account, description: record.description, ...(record.action ? { action: record.action } : {}) })
        records.answered(record.key)
        void notify(lost.followed(record.description), { toastId: `${record.key}:found`, type: 'info' })
        return
      }
      if (!evidence) return
      const verdict = await watchOutcome({ ...watch, nonceBefore: record.nonce, error: 'unknown', until: ['done', 'went-out'] }) // the answer is lost: only the chain can say
      if (gone()) return
      const seen = verdict === 'went-out' ? await readEvidence(client, evidence).catch(() => undefined) : undefined
      const finding = findingOf(verdict, seen)
      if (finding !== 'in-flight') settle(record, finding) // in-flight: still waiting for a block after the receipt wait
    }
    const stopScan = onPendingRecords(records, UNANSWERED_RECORDS_KEY, (record) => void resume(record))
    return () => {
      stop.abort()
      stopScan()
    }
  }, [config, lost, queryClient])
}
