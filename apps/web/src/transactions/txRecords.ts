import { TX_RECORDS_KEY } from './constants'
import { isActionKey } from './actionKeys'
import { createRecordList, type KeyValueStorage, TX_STATUSES, type TxStatus } from './recordList'

export type { TxStatus } from './recordList'

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
  /** What it does, as a key (actionKeys.ts): a page offers no second one while this is pending, in any tab. */
  action?: string
}

const isRecord = (value: unknown): value is TxRecord => {
  const r = value as Partial<TxRecord> | null
  return (
    typeof r === 'object' && r !== null && typeof r.hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(r.hash) && Number.isSafeInteger(r.chainId) &&
    typeof r.account === 'string' && typeof r.description === 'string' && TX_STATUSES.includes(r.status as string) &&
    typeof r.addedAt === 'number' && (r.replacedBy === undefined || (typeof r.replacedBy === 'string' && /^0x[0-9a-fA-F]{64}$/.test(r.replacedBy))) &&
    isActionKey(r.action)
  )
}

/**
 * The site's own record of the transactions it sent, per chain, in localStorage (newest first). Unlike
 * RainbowKit's store (rainbow-me/rainbowkit#1714) a record is never marked failed for being slow: only a
 * receipt with status reverted makes it failed. Bad or foreign data in the key is ignored, never thrown.
 */
export function createTxRecords(storage: KeyValueStorage, key = TX_RECORDS_KEY) {
  const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const records = createRecordList(storage, key, isRecord, (a, b) => sameHash(a.hash, b.hash) && a.chainId === b.chainId)
  return {
    all: records.all,
    list: (chainId: number, account?: string) =>
      records.all().filter((r) => r.chainId === chainId && (account === undefined || sameHash(r.account, account))),
    add(record: Omit<TxRecord, 'status' | 'addedAt'> & { addedAt?: number }): void {
      records.add({ ...record, status: 'pending', addedAt: record.addedAt ?? Date.now() })
    },
    /** Settles a pending record (with the hash mined instead, if it was replaced); a settled one keeps its first outcome. */
    settle(hash: string, chainId: number, status: Exclude<TxStatus, 'pending'>, replacedBy?: `0x${string}`): void {
      records.settle((r) => sameHash(r.hash, hash) && r.chainId === chainId, { status, ...(replacedBy ? { replacedBy } : {}) })
    },
    subscribe: records.subscribe,
  }
}

export type TxRecords = ReturnType<typeof createTxRecords>
