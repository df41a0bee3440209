import { TX_RECORDS_PER_CHAIN } from './constants'
import { announceRecordWrite } from './recordWrites'

/** Where a record stands: pending, then confirmed, failed or cancelled (replaced by another of its nonce). */
export type TxStatus = 'pending' | 'confirmed' | 'failed' | 'cancelled'

export const TX_STATUSES: readonly string[] = ['pending', 'confirmed', 'failed', 'cancelled'] satisfies readonly TxStatus[]

/** What every kept record has: the list is trimmed per chain, and only a pending one settles. */
export type ListedRecord = { chainId: number; status: TxStatus }

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** What reading a record list takes: the transaction and batch record stores both give it. */
export type RecordStore<T> = { all: () => T[]; subscribe: (listener: () => void) => () => void }

/** Keeps the newest TX_RECORDS_PER_CHAIN per chain; completed ones are dropped first, so a pending record is never dropped for a newer one. */
function trim<T extends ListedRecord>(records: T[]): T[] {
  const kept = new Set<T>()
  for (const chainId of new Set(records.map((r) => r.chainId))) {
    const list = records.filter((r) => r.chainId === chainId)
    const pending = list.filter((r) => r.status === 'pending').slice(0, TX_RECORDS_PER_CHAIN)
    const done = list.filter((r) => r.status !== 'pending').slice(0, TX_RECORDS_PER_CHAIN - pending.length)
    for (const r of [...pending, ...done]) kept.add(r)
  }
  return records.filter((r) => kept.has(r))
}

/**
 * A list of the site's records under one localStorage key, newest first, trimmed per chain: the
 * transaction records and the batch records are each one. `isValid` drops bad or foreign data (never
 * thrown); `same` says when a new record replaces a kept one. A full or blocked storage loses the
 * write, never the flow: the toast and the page still tell the outcome.
 */
export function createRecordList<T extends ListedRecord>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T, same: (a: T, b: T) => boolean) {
  const listeners = new Set<() => void>()
  let cachedText: string | null | undefined
  let cached: T[] = []

  function read(): T[] {
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
      cached = Array.isArray(parsed) ? parsed.filter(isValid) : []
    } catch {
      cached = []
    }
    return cached
  }

  function write(records: T[]): void {
    try {
      storage.setItem(key, JSON.stringify(trim(records)))
    } catch {
      // Storage full or blocked: see above.
    }
    for (const listener of listeners) listener()
    announceRecordWrite(key)
  }

  return {
    /** Every record, newest first (a stable array until the next change, for useSyncExternalStore). */
    all: read,
    /** Puts `record` first, in place of a kept one that is the same. */
    add(record: T): void {
      write([record, ...read().filter((r) => !same(r, record))])
    },
    /** Applies `outcome` to the pending record `isIt` picks; a settled one keeps its first outcome. */
    settle(isIt: (record: T) => boolean, outcome: Partial<T> & { status: Exclude<TxStatus, 'pending'> }): void {
      const records = read()
      const pendingIt = (r: T) => isIt(r) && r.status === 'pending'
      if (!records.some(pendingIt)) return
      write(records.map((r) => (pendingIt(r) ? { ...r, ...outcome } : r)))
    },
    /** Changes fields other than the status of every record `isIt` picks. */
    update(isIt: (record: T) => boolean, change: Partial<Omit<T, 'status'>>): void {
      const records = read()
      if (records.some(isIt)) write(records.map((r) => (isIt(r) ? { ...r, ...change } : r)))
    },
    /** Drops every record `isIt` picks (a request that turned out to need no record). */
    remove(isIt: (record: T) => boolean): void {
      const records = read()
      if (records.some(isIt)) write(records.filter((r) => !isIt(r)))
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
