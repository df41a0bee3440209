import { WAGMI_STORAGE_PREFIX, WALLET_AUTH_ACCOUNTS_KEY, WALLET_AUTH_CURRENT_KEY } from '@/constants'

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return raw
  }
}

/** wagmi persists `{state: {connections: {__type: 'Map', value: [[uid, connection], ...]}}}`. */
function hasWagmiConnections(storage: Storage): boolean {
  const store = readJson(storage, `${WAGMI_STORAGE_PREFIX}.store`)
  if (typeof store !== 'object' || store === null) return false
  const state = (store as { state?: { connections?: { value?: unknown } } }).state
  const value = state?.connections?.value
  return Array.isArray(value) && value.length > 0
}

/** wagmi reconnects the recent connector unless it was explicitly disconnected (shimDisconnect). */
function hasRecentConnector(storage: Storage): boolean {
  const recent = readJson(storage, `${WAGMI_STORAGE_PREFIX}.recentConnectorId`)
  if (typeof recent !== 'string' || recent === '') return false
  return storage.getItem(`${WAGMI_STORAGE_PREFIX}.${recent}.disconnected`) === null
}

/**
 * True when this browser has connected a wallet here before and may reconnect it on load,
 * so the wallet stack should load at once instead of waiting for a click.
 */
export function hasSavedConnection(storage: Storage): boolean {
  try {
    return (
      hasWagmiConnections(storage) ||
      hasRecentConnector(storage) ||
      Boolean(storage.getItem(WALLET_AUTH_CURRENT_KEY))
    )
  } catch {
    // Storage can throw (disabled cookies, private mode): treat as a first visit.
    return false
  }
}

/** True when wallet-auth holds a token for any account (DESIGN.md section 3). */
export function hasStoredToken(storage: Storage): boolean {
  try {
    const accounts = readJson(storage, WALLET_AUTH_ACCOUNTS_KEY)
    if (!Array.isArray(accounts)) return false
    return accounts.some(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { token?: unknown }).token === 'string' &&
        (entry as { token: string }).token !== '',
    )
  } catch {
    return false
  }
}
