import type { TxStatus } from './recordList'
import type { AskedWhere } from './unanswered/askedWhere'
import type { Finding } from './unanswered/finding'

/** What a record of the transaction, batch or unanswered-request stores keeps, for telling an action in flight. */
export type ActionRecord = {
  action?: string | undefined
  status: TxStatus
  addedAt: number
  description: string
  /** A request the wallet has not answered (unanswered/): its key (its asking lock), where it was asked, what the chain showed once found. */
  unanswered?: { finding?: Exclude<Finding, 'in-flight'> | undefined; transaction?: boolean | undefined; key?: string | undefined; where?: AskedWhere | undefined } | undefined
}

/**
 * What this tab knows of an unanswered request's asking lock (askingLock.ts): a tab holds it now (its wallet
 * still asks), or since when it is known free (let go while watched, or first seen free). Unknown yet: absent.
 */
export type AskingState = { held: true } | { held: false; since: number }

/**
 * Whether `action` is in flight: `in-flight` while a record of it is pending and younger than the receipt
 * wait (the page offers it no second time; `checking` when the wallet never answered it and the chain is
 * being read: for a batch, or for a single transaction, with `where` it was asked), and whatever its age while
 * a tab's wallet still asks for it (`asking`); `overdue` once that pending record is older (it may never
 * confirm: the page offers it again, saying it may still confirm), `found` when the newest record of it is a
 * request the wallet never answered and the chain has said what became of it (within the receipt wait), else
 * `none`. `overdueAt` (ms): when an `in-flight` record turns overdue.
 */
export type ActionInFlight =
  | { state: 'none' }
  | {
      state: 'in-flight' | 'overdue'
      description: string
      addedAt: number
      overdueAt?: number | undefined
      checking?: 'batch' | 'transaction' | undefined
      where?: AskedWhere | undefined
      asking?: true | undefined
    }
  | { state: 'found'; finding: Exclude<Finding, 'in-flight'>; description: string; addedAt: number }

const checkingOf = (record: ActionRecord) =>
  record.unanswered ? { checking: record.unanswered.transaction ? ('transaction' as const) : ('batch' as const), where: record.unanswered.where } : {}

/**
 * Pure: the newest pending record of `action` among `records` (any tab's, any store's), judged at `now` (ms).
 * `asking` says which unanswered requests a tab still asks its wallet for. An unanswered request's receipt
 * wait counts from when its lock was let go (or first seen free): the chain is read for it from then on, and
 * until this tab knows, it is not overdue.
 */
export function actionInFlight(records: readonly ActionRecord[], action: string | undefined, now: number, overdueAfterMs: number, asking: ReadonlyMap<string, AskingState> = new Map()): ActionInFlight {
  if (!action) return { state: 'none' }
  let newest: ActionRecord | undefined
  let newestAny: ActionRecord | undefined
  let stillAsked: ActionRecord | undefined
  for (const record of records) {
    if (record.action !== action) continue
    if (!newestAny || record.addedAt > newestAny.addedAt) newestAny = record
    if (record.status !== 'pending') continue
    if (!newest || record.addedAt > newest.addedAt) newest = record
    const key = record.unanswered?.key
    if (key && asking.get(key)?.held && (!stillAsked || record.addedAt > stillAsked.addedAt)) stillAsked = record
  }
  // A wallet still asks for it in a live tab: off, whatever the time, until it answers or the tab goes.
  if (stillAsked) return { state: 'in-flight', description: stillAsked.description, addedAt: stillAsked.addedAt, ...checkingOf(stillAsked), asking: true }
  if (newest) {
    const key = newest.unanswered?.key
    const lock = key ? asking.get(key) : undefined
    const from = key ? Math.max(newest.addedAt, lock && !lock.held ? lock.since : now) : newest.addedAt
    const overdueAt = from + overdueAfterMs
    return { state: now < overdueAt ? 'in-flight' : 'overdue', description: newest.description, addedAt: newest.addedAt, overdueAt, ...checkingOf(newest) }
  }
  const finding = newestAny?.unanswered?.finding
  if (newestAny && finding && now - newestAny.addedAt < overdueAfterMs) return { state: 'found', finding, description: newestAny.description, addedAt: newestAny.addedAt }
  return { state: 'none' }
}
