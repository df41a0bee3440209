// Numbers and keys from the specification (spec/product-spec.md) and DESIGN.md, in one place.

/** Library toasts: 5000 ms, top-left, dark (spec section 2; DESIGN.md section 4). */
export const TOAST_AUTO_CLOSE_MS = 5000

/** Connect warning on /stake and /purchase: 1000 ms after load (spec section 9). */
export const CONNECT_WARNING_DELAY_MS = 1000
/** ...only when the window is wider than 768 px (spec section 9). */
export const CONNECT_WARNING_MIN_WIDTH_PX = 768
/** ...shown for 5000 ms (spec section 9). */
export const CONNECT_WARNING_DURATION_MS = 5000
/** sessionStorage flag that makes the warning once per visit (tab session). */
export const CONNECT_WARNING_SEEN_KEY = 'stardust:connect-warning-seen'

/** Browser keys written by wallet-auth (DESIGN.md section 3). */
export const WALLET_AUTH_ACCOUNTS_KEY = 'wallet-auth:accounts'
export const WALLET_AUTH_CURRENT_KEY = 'wallet-auth:current'
/** wagmi's default storage key prefix (createStorage({ key: 'wagmi' })). */
export const WAGMI_STORAGE_PREFIX = 'wagmi'

/** The in-page analytics log kept for tests and debugging (see src/analytics). */
export const ANALYTICS_WINDOW_KEY = '__stardustAnalytics'
/** Keep the in-page log bounded on long visits. */
export const ANALYTICS_WINDOW_LIMIT = 200
