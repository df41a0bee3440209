/** Client timeout for every product-server call (docs/behaviour.md, docs/api.md: 10 s). */
export const API_TIMEOUT_MS = 10_000

/** Base path of the product server when none is configured (docs/api.md). */
export const DEFAULT_API_BASE_URL = '/api/v1/'

/** Paths of the sign-in calls, relative to the base URL (docs/api.md). */
export const NONCE_PATH = 'user/nonce'
export const LOGIN_PATH = 'user/login'
