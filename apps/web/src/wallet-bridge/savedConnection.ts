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

/** The connector ids of wagmi's persisted connections (`connection.connector.id`). */
function wagmiConnectionIds(storage: Storage): string[] {
  const store = readJson(storage, `${WAGMI_STORAGE_PREFIX}.store`)
  if (typeof store !== 'object' || store === null) return []
  const value = (store as { state?: { connections?: { value?: unknown } } }).state?.connections?.value
  if (!Array.isArray(value)) return []
  return value.flatMap((entry: unknown) => {
    const id = Array.isArray(entry) ? (entry[1] as { connector?: { id?: unknown } } | undefined)?.connector?.id : undefined
    return typeof id === 'string' ? [id] : []
  })
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

/** True when wallet-auth holds a token for any account (docs/storage.md). */
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

/**
 * The ids of the connectors this browser may reconnect (wagmi's persisted connections and its
 * recent connector): the only ones whose SDK loads before the visitor chooses a wallet.
 */
export function savedConnectorIds(storage: Storage): ReadonlySet<string> {
  try {
    const ids = new Set(wagmiConnectionIds(storage))
    const recent = readJson(storage, `${WAGMI_STORAGE_PREFIX}.recentConnectorId`)
    if (typeof recent === 'string' && recent !== '') ids.add(recent)
    return ids
  } catch {
    return new Set()
  }
}
