// Numbers and names docs/behaviour.md and docs/storage.md fix; the section of each is noted.

/** localStorage key of the `[{address, token}]` list (docs/storage.md). */
export const ACCOUNTS_STORAGE_KEY = 'wallet-auth:accounts'
/** localStorage key of the current lowercase address (docs/storage.md). */
export const CURRENT_STORAGE_KEY = 'wallet-auth:current'
/** localStorage key of the login lock marker, a ms timestamp (docs/storage.md). */
export const LOCK_STORAGE_KEY = 'wallet-auth:lock'
/** Web Locks name; the same as the marker key so both read as one lock. */
export const WEB_LOCK_NAME = 'wallet-auth:lock'
/** BroadcastChannel carrying `{type: 'login-success', address, token}` (docs/storage.md). */
export const LOGIN_CHANNEL_NAME = 'wallet-auth:login'
/**
 * Our second channel: sign-outs, clear-all and lock releases. Kept off the login channel,
 * whose only message type docs/storage.md fixes.
 */
export const SYNC_CHANNEL_NAME = 'wallet-auth:sync'

/** Auto-login starts this long after a wallet is connected without a token (docs/behaviour.md). */
export const AUTO_LOGIN_DELAY_MS = 100
/** A lock marker older than this belongs to a dead tab (docs/behaviour.md). */
export const LOGIN_LOCK_TTL_MS = 30_000
/** How long a tab without the lock waits for another tab's success message (docs/behaviour.md). */
export const LOGIN_WAIT_TIMEOUT_MS = 30_000
/**
 * The lock holder rewrites its marker every third of the TTL (10 s by default), so a long
 * signature prompt never looks stale to other tabs (our choice).
 */
export const LOCK_HEARTBEAT_SHARE = 1 / 3
/**
 * A wallet must stay disconnected this long before its token is cleared, so a reconnect blip
 * never signs anyone out (our choice: above wagmi's reconnect round-trip on a warm provider).
 */
export const DISCONNECT_DEBOUNCE_MS = 500

/** IndexedDB database and object store of the DPoP keys, one per lowercase address (docs/storage.md). */
export const KEY_DATABASE_NAME = 'wallet-auth'
export const KEY_STORE_NAME = 'keys'
