import { isActionKey } from '../actionKeys'
import { createRecordList, type KeyValueStorage, TX_STATUSES, type TxStatus } from '../recordList'
import { BATCH_RECORDS_KEY } from './constants'

/**
 * A batch sent with `wallet_sendCalls` (approve + stake in one prompt): it has no hash until the wallet
 * reports receipts, so it is kept by the id the wallet gave it, with its number of calls, to follow it
 * again after a reload (the transaction records' twin).
 */
export type BatchRecord = {
  id: string
  chainId: number
  account: string
  description: string
  calls: number
  status: TxStatus
  /** ms since epoch */
  addedAt: number
  /** What it does, as a key (actionKeys.ts): a page offers no second one while this is pending, in any tab. */
  action?: string
  /** The batch's transactions once its receipts came: no late answer to an earlier request (lateBatch.ts). */
  hashes?: string[] | undefined
}

const isBatchRecord = (value: unknown): value is BatchRecord => {
  const r = value as Partial<BatchRecord> | null
  return (
    typeof r === 'object' && r !== null && typeof r.id === 'string' && r.id.length > 0 && r.id.length <= 200 && Number.isSafeInteger(r.chainId) &&
    typeof r.account === 'string' && typeof r.description === 'string' && Number.isSafeInteger(r.calls) && (r.calls as number) > 0 &&
    TX_STATUSES.includes(r.status as string) && typeof r.addedAt === 'number' && isActionKey(r.action) &&
    (r.hashes === undefined || (Array.isArray(r.hashes) && r.hashes.length <= 20 && r.hashes.every((h) => typeof h === 'string' && /^0x[0-9a-fA-F]{64}$/.test(h))))
  )
}

/** The site's batch records in localStorage (newest first); bad or foreign data is ignored, never thrown. */
export function createBatchRecords(storage: KeyValueStorage, key = BATCH_RECORDS_KEY) {
  const records = createRecordList(storage, key, isBatchRecord, (a, b) => a.id === b.id && a.chainId === b.chainId)
  return {
    all: records.all,
    add(record: Omit<BatchRecord, 'status' | 'addedAt'> & { addedAt?: number }): void {
      records.add({ ...record, status: 'pending', addedAt: record.addedAt ?? Date.now() })
    },
    /** Settles a pending record, with its transactions when known; a settled one keeps its first outcome. */
    settle(id: string, chainId: number, status: Exclude<TxStatus, 'pending'>, hashes?: readonly string[]): void {
      records.settle((r) => r.id === id && r.chainId === chainId, { status, ...(hashes && hashes.length > 0 ? { hashes: [...hashes] } : {}) })
    },
    subscribe: records.subscribe,
  }
}

export type BatchRecords = ReturnType<typeof createBatchRecords>

let site: BatchRecords | undefined

/** The browser's one batch record store (localStorage), created on first use. */
export function siteBatchRecords(): BatchRecords {
  site ??= createBatchRecords(window.localStorage)
  return site
}
