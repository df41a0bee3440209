/** How long a sent transaction is waited for (docs/behaviour.md: receipt wait 300 s). */
export const RECEIPT_TIMEOUT_MS = 300_000
/** Records kept per chain (docs/behaviour.md: 10 stored transactions per chain). */
export const TX_RECORDS_PER_CHAIN = 10
/** localStorage key of the site's own transaction records (pending, then confirmed or failed). */
export const TX_RECORDS_KEY = 'stardust:transactions'
/** Receipt polling for a chain without a block time of its own (viem's default; our chains all have one). */
export const RECEIPT_POLL_FALLBACK_MS = 4_000
/**
 * After a wallet's unclear answer (a timeout, an internal error), how long the page watches the account for
 * a transaction before it says nothing went out: wallets that time out have sent up to tens of seconds later.
 */
export const UNCLEAR_QUIET_MS = 60_000
