/** A wallet that has not answered `wallet_getCapabilities` by then is taken as one that cannot batch (wallets that never answer exist). */
export const CAPABILITIES_TIMEOUT_MS = 5_000
/** localStorage key of the site's batch records (wallet_sendCalls ids, pending then settled). */
export const BATCH_RECORDS_KEY = 'stardust:batches'
