// Wallet-stack numbers of docs/behaviour.md, in one place.

/** The placeholder project id; RainbowKit swaps it for its example id (docs/behaviour.md). */
export const WALLETCONNECT_PLACEHOLDER_PROJECT_ID = 'YOUR_PROJECT_ID'

/** Query cache garbage collection (docs/behaviour.md; docs/behaviour.md). */
export const QUERY_GC_TIME_MS = 300_000
/** Retries in the browser (docs/behaviour.md). */
export const QUERY_RETRIES = 3
/** Retry backoff: 1 s doubling (docs/behaviour.md)... */
export const QUERY_RETRY_BASE_MS = 1_000
/** ...capped at 30 s (docs/behaviour.md). */
export const QUERY_RETRY_CAP_MS = 30_000

/** next-auth credentials provider id (docs/api.md). */
export const NEXT_AUTH_PROVIDER_ID = 'wallet'

/**
 * How long a wallet may leave an optional signature (a permit, a claim-to authorisation) unanswered
 * before the page offers a way on: long enough to read the prompt and press Sign, short enough that a
 * wallet whose prompt never showed (aave/interface#1266) does not strand the page.
 */
export const SIGNATURE_ANSWER_WAIT_MS = 20_000
