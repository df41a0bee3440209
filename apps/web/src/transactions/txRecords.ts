import { TX_RECORDS_KEY, TX_RECORDS_PER_CHAIN } from './constants'

export type TxStatus = 'pending' | 'confirmed' | 'failed' | 'cancelled'

const STATUSES: readonly string[] = ['pending', 'confirmed', 'failed', 'cancelled'] satisfies readonly TxStatus[]

/**
 * The product's transaction record: pending, then confirmed or failed; or cancelled when the wallet
 * replaced it with another transaction of the same nonce (a cancel or a different one, viem's `cancelled` /
 * `replaced`). A sped-up one (`repriced`) settles as its replacement does; `replacedBy` names the hash mined.
 */
export type TxRecord = {
  hash: `0x${string}`
  chainId: number
  account: string
  description: string
  status: TxStatus
  /** ms since epoch */
  addedAt: number
  /** The hash that was mined instead (a speed-up, a cancel or another transaction with the same nonce). */
  replacedBy?: `0x${string}`
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

const isRecord = (value: unknown): value is TxRecord => {
  const r = value as Partial<TxRecord> | null
  return (
    typeof r === 'object' && r !== null && typeof r.hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(r.hash) && Number.isSafeInteger(r.chainId) &&
    typeof r.account === 'string' && typeof r.description === 'string' && STATUSES.includes(r.status as string) &&
    typeof r.addedAt === 'number' && (r.replacedBy === undefined || (typeof r.replacedBy === 'string' && /^0x[0-9a-fA-F]{64}$/.test(r.replacedBy)))
  )
}

/** Keeps the newest TX_RECORDS_PER_CHAIN per chain; completed ones go first, so a pending record is never dropped for a newer one. */
function trim(records: TxRecord[]): TxRecord[] {
  const perChain = new Map<number, TxRecord[]>()
  for (const record of records) perChain.set(record.chainId, [...(perChain.get(record.chainId) ?? []), record])
  const kept = new Set<TxRecord>()
  for (const list of perChain.values()) {
    const pending = list.filter((r) => r.status === 'pending')
    const done = list.filter((r) => r.status !== 'pending').slice(0, Math.max(0, TX_RECORDS_PER_CHAIN - pending.length))
    for (const r of [...pending.slice(0, TX_RECORDS_PER_CHAIN), ...done]) kept.add(r)
  }
  return records.filter((r) => kept.has(r))
}

/**
 * The site's own record of the transactions it sent, per chain, in localStorage (newest first). Unlike
 * RainbowKit's store (rainbow-me/rainbowkit#1714) a record is never marked failed for being slow: only a
 * receipt with status reverted makes it failed. Bad or foreign data in the key is ignored, never thrown.
 */
export function createTxRecords(storage: KeyValueStorage, key = TX_RECORDS_KEY) {
  const listeners = new Set<() => void>()
  let cachedText: string | null | undefined
  let cached: TxRecord[] = []

  function read(): TxRecord[] {
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
      cached = Array.isArray(parsed) ? parsed.filter(isRecord) : []
    } catch {
      cached = []
    }
    return cached
  }

  function write(records: TxRecord[]): void {
    try {
      storage.setItem(key, JSON.stringify(trim(records)))
    } catch {
      // Storage full or blocked: the flow goes on; the toast and the page still tell the outcome.
    }
    for (const listener of listeners) listener()
  }

  return {
    /** Every record, newest first (a stable array until the next change, for useSyncExternalStore). */
    all: read,
    list: (chainId: number, account?: string) =>
      read().filter((r) => r.chainId === chainId && (account === undefined || r.account.toLowerCase() === account.toLowerCase())),
    add(record: Omit<TxRecord, 'status' | 'addedAt'> & { addedAt?: number }): void {
      const rest = read().filter((r) => !(r.hash.toLowerCase() === record.hash.toLowerCase() && r.chainId === record.chainId))
      write([{ ...record, status: 'pending', addedAt: record.addedAt ?? Date.now() }, ...rest])
    },
    /** Settles a pending record (with the hash mined instead, if it was replaced); a settled one keeps its first outcome. */
    settle(hash: string, chainId: number, status: Exclude<TxStatus, 'pending'>, replacedBy?: `0x${string}`): void {
      const records = read()
      const isIt = (r: TxRecord) => r.hash.toLowerCase() === hash.toLowerCase() && r.chainId === chainId && r.status === 'pending'
      if (!records.some(isIt)) return
      write(records.map((r) => (isIt(r) ? { ...r, status, ...(replacedBy ? { replacedBy } : {}) } : r)))
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type TxRecords = ReturnType<typeof createTxRecords>
