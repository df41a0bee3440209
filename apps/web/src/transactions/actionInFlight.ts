import type { TxStatus } from './recordList'
import type { Finding } from './unanswered/finding'

/** What a record of the transaction, batch or unanswered-request stores keeps, for telling an action in flight. */
export type ActionRecord = {
  action?: string | undefined
  status: TxStatus
  addedAt: number
  description: string
  /** A request the wallet has not answered (unanswered/): what the chain showed, once found. */
  unanswered?: { finding?: Exclude<Finding, 'in-flight'> | undefined; transaction?: boolean | undefined } | undefined
}

/**
 * Whether `action` is in flight: `in-flight` while a record of it is pending and younger than the receipt
 * wait (the page offers it no second time; `checking` when the wallet never answered it and the chain is
 * being read: for a batch, or for a single transaction), `overdue` once that pending record is older (it may never confirm: the page offers it
 * again, saying it may still confirm), `found` when the newest record of it is a request the wallet never
 * answered and the chain has said what became of it (within the receipt wait), else `none`.
 */
export type ActionInFlight =
  | { state: 'none' }
  | { state: 'in-flight' | 'overdue'; description: string; addedAt: number; checking?: 'batch' | 'transaction' | undefined }
  | { state: 'found'; finding: Exclude<Finding, 'in-flight'>; description: string; addedAt: number }

/** Pure: the newest pending record of `action` among `records` (any tab's, any store's), judged at `now` (ms). */
export function actionInFlight(records: readonly ActionRecord[], action: string | undefined, now: number, overdueAfterMs: number): ActionInFlight {
  if (!action) return { state: 'none' }
  let newest: ActionRecord | undefined
  let newestAny: ActionRecord | undefined
  for (const record of records) {
    if (record.action !== action) continue
    if (!newestAny || record.addedAt > newestAny.addedAt) newestAny = record
    if (record.status !== 'pending') continue
    if (!newest || record.addedAt > newest.addedAt) newest = record
  }
  if (newest) {
    const state = now - newest.addedAt < overdueAfterMs ? 'in-flight' : 'overdue'
    return { state, description: newest.description, addedAt: newest.addedAt, ...(newest.unanswered ? { checking: newest.unanswered.transaction ? 'transaction' : 'batch' } : {}) }
  }
  const finding = newestAny?.unanswered?.finding
  if (newestAny && finding && now - newestAny.addedAt < overdueAfterMs) return { state: 'found', finding, description: newestAny.description, addedAt: newestAny.addedAt }
  return { state: 'none' }
}
