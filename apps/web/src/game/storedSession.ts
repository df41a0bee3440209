import { readTokenClaims } from '@stardust/wallet-auth'
import { WALLET_AUTH_ACCOUNTS_KEY, WALLET_AUTH_CURRENT_KEY } from '@/constants'

export type StoredSession = { address: string; token: string }

/** A token this close to expiry is not used: a game plus its submission must fit before it. */
const EXPIRY_MARGIN_MS = 2 * 60 * 1000

/**
 * The current account's token as wallet-auth stored it (docs/storage.md), read straight from
 * storage so a game needs no wallet stack. Null when no account is current, its token is gone,
 * belongs to another address or is about to expire. Never writes.
 */
export function readStoredSession(storage: Storage, now: number): StoredSession | null {
  try {
    const address = storage.getItem(WALLET_AUTH_CURRENT_KEY)?.toLowerCase()
    const raw = storage.getItem(WALLET_AUTH_ACCOUNTS_KEY)
    if (!address || !raw) return null
    const accounts: unknown = JSON.parse(raw)
    if (!Array.isArray(accounts)) return null
    for (const entry of accounts as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue
      const { address: entryAddress, token } = entry as { address?: unknown; token?: unknown }
      if (typeof entryAddress !== 'string' || entryAddress.toLowerCase() !== address) continue
      if (typeof token !== 'string' || token === '') return null
      const { sub, exp } = readTokenClaims(token)
      if (sub !== undefined && sub.toLowerCase() !== address) return null
      if (exp !== undefined && exp * 1000 < now + EXPIRY_MARGIN_MS) return null
      return { address, token }
    }
    return null
  } catch {
    // Blocked storage or foreign JSON: play as a guest.
    return null
  }
}
