import type { Address } from 'viem'
import { ACCOUNTS_STORAGE_KEY, CURRENT_STORAGE_KEY } from '../constants.js'
import type { StorageLike } from '../types.js'
import { TokenStorageError } from '../errors.js'
import { normalizeAddress } from './address.js'

export type VaultRecord = { address: Address; token: string }

export type Vault = {
  /** Every stored account, newest or updated first. */
  list(): VaultRecord[]
  getToken(address: Address): string | undefined
  /** Stores the token and moves the account to the front; throws TokenStorageError when the storage refuses. */
  setToken(address: Address, token: string): void
  /** Removes one account; true when it was there. */
  removeToken(address: Address): boolean
  /** Removes every account; returns the addresses that were stored. */
  clear(): Address[]
  getCurrent(): Address | undefined
  setCurrent(address: Address | undefined): void
}

/**
 * The per-account token list in storage. Corrupted or foreign JSON counts as empty and is
 * rewritten in our shape. A storage that throws (private mode, quota) reads as empty; storing
 * a token is the one write that fails loudly (TokenStorageError), since a swallowed failure
 * would lose the sign-in the user just signed for.
 */
export function createVault(storage: StorageLike | undefined): Vault {
  function read(key: string): string | null {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  function write(key: string, value: string | undefined) {
    try {
      if (value === undefined) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // A full or blocked storage leaves this tab working from memory-less state; nothing to repair.
    }
  }

  function list(): VaultRecord[] {
    const raw = read(ACCOUNTS_STORAGE_KEY)
    if (raw === null) return []
    const records = parseRecords(raw)
    const repaired = JSON.stringify(records)
    if (repaired !== raw) write(ACCOUNTS_STORAGE_KEY, repaired)
    return records
  }

  function save(records: VaultRecord[]) {
    write(ACCOUNTS_STORAGE_KEY, JSON.stringify(records))
  }
  function saveOrThrow(records: VaultRecord[]) {
    try {
      if (!storage) throw new Error('no storage')
      storage.setItem(ACCOUNTS_STORAGE_KEY, JSON.stringify(records))
    } catch (error) {
      throw new TokenStorageError({ cause: error, details: error instanceof Error ? error.message : String(error) })
    }
  }

  return {
    list,
    getToken(address) {
      const key = address.toLowerCase()
      return list().find((record) => record.address === key)?.token
    },
    setToken(address, token) {
      const key = address.toLowerCase() as Address
      saveOrThrow([{ address: key, token }, ...list().filter((record) => record.address !== key)])
    },
    removeToken(address) {
      const key = address.toLowerCase()
      const records = list()
      const kept = records.filter((record) => record.address !== key)
      if (kept.length === records.length) return false
      save(kept)
      return true
    },
    clear() {
      const removed = list().map((record) => record.address)
      save([])
      return removed
    },
    getCurrent() {
      const raw = read(CURRENT_STORAGE_KEY)
      if (raw === null) return undefined
      const address = normalizeAddress(raw)
      if (address !== raw) write(CURRENT_STORAGE_KEY, address)
      return address
    },
    setCurrent(address) {
      write(CURRENT_STORAGE_KEY, address?.toLowerCase())
    },
  }
}

function parseRecords(raw: string): VaultRecord[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const records: VaultRecord[] = []
  const seen = new Set<string>()
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue
    const { address: rawAddress, token } = entry as { address?: unknown; token?: unknown }
    const address = normalizeAddress(rawAddress)
    if (!address || typeof token !== 'string' || token === '' || seen.has(address)) continue
    seen.add(address)
    records.push({ address, token })
  }
  return records
}
