import type { TxStatus } from './recordList'

/** What a record of the transaction or batch stores keeps, for telling an action in flight. */
export type ActionRecord = { action?: string | undefined; status: TxStatus; addedAt: number; description: string }

/**
 * Whether `action` is in flight: `in-flight` while a record of it is pending and younger than the receipt
 * wait (the page offers it no second time), `overdue` once that pending record is older (it may never
 * confirm: the page offers it again, saying it may still confirm), else `none`.
 */
export type ActionInFlight =
  | { state: 'none' }
  | { state: 'in-flight' | 'overdue'; description: string; addedAt: number }

/** Pure: the newest pending record of `action` among `records` (any tab's, any store's), judged at `now` (ms). */
export function actionInFlight(records: readonly ActionRecord[], action: string | undefined, now: number, overdueAfterMs: number): ActionInFlight {
  if (!action) return { state: 'none' }
  let newest: ActionRecord | undefined
  for (const record of records) {
    if (record.action !== action || record.status !== 'pending') continue
    if (!newest || record.addedAt > newest.addedAt) newest = record
  }
  if (!newest) return { state: 'none' }
  return { state: now - newest.addedAt < overdueAfterMs ? 'in-flight' : 'overdue', description: newest.description, addedAt: newest.addedAt }
}
