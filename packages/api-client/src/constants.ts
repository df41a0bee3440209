/** Client timeout for every product-server call (spec section 9, DESIGN.md section 2: 10 s). */
export const API_TIMEOUT_MS = 10_000

/** Base path of the product server when none is configured (DESIGN.md section 2). */
export const DEFAULT_API_BASE_URL = '/api/v1/'

/** Paths of the sign-in calls, relative to the base URL (DESIGN.md section 2). */
export const NONCE_PATH = 'user/nonce'
export const LOGIN_PATH = 'user/login'
