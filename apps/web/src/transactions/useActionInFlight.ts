'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { actionInFlight, type ActionInFlight, type ActionRecord } from './actionInFlight'
import { siteBatchRecords } from './batch/batchRecords'
import { BATCH_RECORDS_KEY } from './batch/constants'
import { RECEIPT_TIMEOUT_MS, TX_RECORDS_KEY } from './constants'
import { subscribeAcrossTabs } from './recordsAcrossTabs'
import { siteTxRecords } from './siteTxRecords'
import { siteUnansweredRecords, UNANSWERED_RECORDS_KEY, type UnansweredRecord } from './unanswered/unansweredRecords'

const subscribe = (listener: () => void) => {
  const stopTx = subscribeAcrossTabs(siteTxRecords(), TX_RECORDS_KEY, listener)
  const stopBatches = subscribeAcrossTabs(siteBatchRecords(), BATCH_RECORDS_KEY, listener)
  const stopUnanswered = subscribeAcrossTabs(siteUnansweredRecords(), UNANSWERED_RECORDS_KEY, listener)
  return () => {
    stopTx()
    stopBatches()
    stopUnanswered()
  }
}
const none: ActionRecord[] = []
let lastTx: unknown
let lastBatches: unknown
let lastUnanswered: unknown
let joined: ActionRecord[] = none
const asActionRecord = (record: UnansweredRecord): ActionRecord => ({ ...record, unanswered: { finding: record.finding, transaction: record.intent !== undefined } })
// One stable array per change of any store (useSyncExternalStore compares snapshots by identity).
const snapshot = (): ActionRecord[] => {
  const tx = siteTxRecords().all()
  const batches = siteBatchRecords().all()
  const unanswered = siteUnansweredRecords().all()
  if (tx !== lastTx || batches !== lastBatches || unanswered !== lastUnanswered)
    [lastTx, lastBatches, lastUnanswered, joined] = [tx, batches, unanswered, [...tx, ...batches, ...unanswered.map(asActionRecord)]]
  return joined
}

/**
 * Whether `action` (actionKeys.ts) is in flight in this browser: a pending transaction or batch of it in
 * the site's records, sent from this tab or another (live across tabs), until it settles or turns overdue;
 * a request the wallet never answered, while the chain is read and then what it showed.
 */
export function useActionInFlight(action: string | undefined): ActionInFlight {
  const records = useSyncExternalStore(subscribe, snapshot, () => none)
  const [now, setNow] = useState(() => Date.now())
  const found = actionInFlight(records, action, now, RECEIPT_TIMEOUT_MS)
  const overdueAt = found.state === 'in-flight' ? found.addedAt + RECEIPT_TIMEOUT_MS : undefined
  useEffect(() => {
    if (overdueAt === undefined) return
    // Draw again when the pending record turns overdue (offered again, with the warning).
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, overdueAt - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [overdueAt])
  return found
}
