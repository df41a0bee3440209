// Wallet-stack numbers from the specification (spec/product-spec.md) and DESIGN.md, in one place.

/** The placeholder project id; RainbowKit swaps it for its example id (spec section 5). */
export const WALLETCONNECT_PLACEHOLDER_PROJECT_ID = 'YOUR_PROJECT_ID'

/** Query cache garbage collection (spec section 9; DESIGN.md section 4). */
export const QUERY_GC_TIME_MS = 300_000
/** Retries in the browser (spec section 9). */
export const QUERY_RETRIES = 3
/** Retry backoff: 1 s doubling (spec section 9)... */
export const QUERY_RETRY_BASE_MS = 1_000
/** ...capped at 30 s (spec section 9). */
export const QUERY_RETRY_CAP_MS = 30_000

/** next-auth credentials provider id (DESIGN.md section 2). */
export const NEXT_AUTH_PROVIDER_ID = 'wallet'

/**
 * How long a wallet may leave an optional signature (a permit, a claim-to authorisation) unanswered
 * before the page offers a way on: long enough to read the prompt and press Sign, short enough that a
 * wallet whose prompt never showed (aave/interface#1266) does not strand the page.
 */
export const SIGNATURE_ANSWER_WAIT_MS = 20_000
