// Numbers and keys of docs/behaviour.md and docs/storage.md, in one place.

/** Library toasts: 5000 ms, top-left, dark (docs/behaviour.md; docs/behaviour.md). */
export const TOAST_AUTO_CLOSE_MS = 5000

/** Connect warning on /stake and /purchase: 1000 ms after load (docs/behaviour.md). */
export const CONNECT_WARNING_DELAY_MS = 1000
/** ...only when the window is wider than 768 px (docs/behaviour.md). */
export const CONNECT_WARNING_MIN_WIDTH_PX = 768
/** ...shown for 5000 ms (docs/behaviour.md). */
export const CONNECT_WARNING_DURATION_MS = 5000
/** sessionStorage flag that makes the warning once per visit (tab session). */
export const CONNECT_WARNING_SEEN_KEY = 'stardust:connect-warning-seen'

/** Browser keys written by wallet-auth (docs/storage.md). */
export const WALLET_AUTH_ACCOUNTS_KEY = 'wallet-auth:accounts'
export const WALLET_AUTH_CURRENT_KEY = 'wallet-auth:current'
/** wagmi's default storage key prefix (createStorage({ key: 'wagmi' })). */
export const WAGMI_STORAGE_PREFIX = 'wagmi'

/** The in-page analytics log kept for tests and debugging (see src/analytics). */
export const ANALYTICS_WINDOW_KEY = '__stardustAnalytics'
/** Keep the in-page log bounded on long visits. */
export const ANALYTICS_WINDOW_LIMIT = 200

/**
 * Public figures read on the server: one read per chain per interval for every visitor.
 * Fresh for 5 s (a few blocks of Mantle, a tenth of Ethereum's minute); served at once while a new
 * read runs for up to 60 s; a page waits at most 2 s for a read, then shows the last figures with
 * their age, or says they cannot be read. STARDUST_FIGURES_FRESH_MS / _STALE_MS override the first two.
 */
export const FIGURES_FRESH_MS = 5_000
export const FIGURES_STALE_OK_MS = 60_000
export const FIGURES_BUDGET_MS = 2_000
/** A figures read still in flight after this is abandoned, and the next visitor starts a new one. */
export const FIGURES_READ_LIMIT_MS = 10_000
