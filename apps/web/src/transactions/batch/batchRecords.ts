import { TX_RECORDS_PER_CHAIN } from '../constants'
import type { TxStatus } from '../txRecords'
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
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

const STATUSES: readonly string[] = ['pending', 'confirmed', 'failed', 'cancelled'] satisfies readonly TxStatus[]

const isBatchRecord = (value: unknown): value is BatchRecord => {
  const r = value as Partial<BatchRecord> | null
  return (
    typeof r === 'object' && r !== null && typeof r.id === 'string' && r.id.length > 0 && r.id.length <= 200 && Number.isSafeInteger(r.chainId) &&
    typeof r.account === 'string' && typeof r.description === 'string' && Number.isSafeInteger(r.calls) && (r.calls as number) > 0 &&
    STATUSES.includes(r.status as string) && typeof r.addedAt === 'number'
  )
}

/** Newest TX_RECORDS_PER_CHAIN per chain, pending ones kept first (as the transaction records). */
function trim(records: BatchRecord[]): BatchRecord[] {
  const kept = new Set<BatchRecord>()
  for (const chainId of new Set(records.map((r) => r.chainId))) {
    const list = records.filter((r) => r.chainId === chainId)
    const pending = list.filter((r) => r.status === 'pending').slice(0, TX_RECORDS_PER_CHAIN)
    const done = list.filter((r) => r.status !== 'pending').slice(0, TX_RECORDS_PER_CHAIN - pending.length)
    for (const r of [...pending, ...done]) kept.add(r)
  }
  return records.filter((r) => kept.has(r))
}

/** The site's batch records in localStorage (newest first); bad or foreign data is ignored, never thrown. */
export function createBatchRecords(storage: KeyValueStorage, key = BATCH_RECORDS_KEY) {
  const listeners = new Set<() => void>()
  let cachedText: string | null | undefined
  let cached: BatchRecord[] = []

  function read(): BatchRecord[] {
    let text: string | null = null
    try {
      text = storage.getItem(key)
    } catch {
      return cached
    }
    if (text === cachedText) return cached
    cachedText = text
    try {
      const parsed: unknown = text ? JSON.parse(text) : []
      cached = Array.isArray(parsed) ? parsed.filter(isBatchRecord) : []
    } catch {
      cached = []
    }
    return cached
  }

  function write(records: BatchRecord[]): void {
    try {
      storage.setItem(key, JSON.stringify(trim(records)))
    } catch {
      // Storage full or blocked: the flow goes on; the toast and the page still tell the outcome.
    }
    for (const listener of listeners) listener()
  }

  const same = (r: BatchRecord, id: string, chainId: number) => r.id === id && r.chainId === chainId

  return {
    all: read,
    add(record: Omit<BatchRecord, 'status' | 'addedAt'> & { addedAt?: number }): void {
      const rest = read().filter((r) => !same(r, record.id, record.chainId))
      write([{ ...record, status: 'pending', addedAt: record.addedAt ?? Date.now() }, ...rest])
    },
    /** Settles a pending record; a settled one keeps its first outcome. */
    settle(id: string, chainId: number, status: Exclude<TxStatus, 'pending'>): void {
      const records = read()
      const isIt = (r: BatchRecord) => same(r, id, chainId) && r.status === 'pending'
      if (!records.some(isIt)) return
      write(records.map((r) => (isIt(r) ? { ...r, status } : r)))
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type BatchRecords = ReturnType<typeof createBatchRecords>

let site: BatchRecords | undefined

/** The browser's one batch record store (localStorage), created on first use. */
export function siteBatchRecords(): BatchRecords {
  site ??= createBatchRecords(window.localStorage)
  return site
}
