import type { ActionRecord } from './actionInFlight'
import { siteBatchRecords } from './batch/batchRecords'
import { BATCH_RECORDS_KEY } from './batch/constants'
import { TX_RECORDS_KEY } from './constants'
import { subscribeAcrossTabs } from './recordsAcrossTabs'
import { siteTxRecords } from './siteTxRecords'
import { askedWhere, thisTab } from './unanswered/askedWhere'
import { UNANSWERED_RECORDS_KEY } from './unanswered/constants'
import { siteUnansweredRecords, type UnansweredRecord } from './unanswered/unansweredRecords'

// Every record that can hold an action in flight (transactions, batches, unanswered requests), joined for
// useActionInFlight and for the flows' own check before the wallet opens (actionLock.ts).

/** Calls `listener` after any change of the three stores, in this tab or another. Returns the stop. */
export const subscribeActionRecords = (listener: () => void) => {
  const stopTx = subscribeAcrossTabs(siteTxRecords(), TX_RECORDS_KEY, listener)
  const stopBatches = subscribeAcrossTabs(siteBatchRecords(), BATCH_RECORDS_KEY, listener)
  const stopUnanswered = subscribeAcrossTabs(siteUnansweredRecords(), UNANSWERED_RECORDS_KEY, listener)
  return () => {
    stopTx()
    stopBatches()
    stopUnanswered()
  }
}

export const noActionRecords: ActionRecord[] = []
let lastTx: unknown
let lastBatches: unknown
let lastUnanswered: unknown
let joined: ActionRecord[] = noActionRecords
const asActionRecord = (record: UnansweredRecord): ActionRecord => ({
  ...record,
  unanswered: {
    finding: record.finding,
    transaction: record.intent !== undefined,
    key: record.key,
    where: askedWhere({ askedIn: record.tab, addedAt: record.addedAt }, { tab: thisTab(), loadedAt: performance.timeOrigin }),
  },
})

/** The records now: one stable array per change of any store (useSyncExternalStore compares snapshots by identity). */
export const actionRecords = (): ActionRecord[] => {
  const tx = siteTxRecords().all()
  const batches = siteBatchRecords().all()
  const unanswered = siteUnansweredRecords().all()
  if (tx !== lastTx || batches !== lastBatches || unanswered !== lastUnanswered)
    [lastTx, lastBatches, lastUnanswered, joined] = [tx, batches, unanswered, [...tx, ...batches, ...unanswered.map(asActionRecord)]]
  return joined
}
