/** Proof responses kept ready per process (about 1.5 KB each at 1,000,000 recipients): a repeat lookup is one Map read. */
export const PROOF_CACHE_SIZE = 5_000

/** How long a failed root check (RPC down) waits before the next request tries again. */
export const ROOT_RETRY_MS = 5_000

/** Proofs never change for a deployed root (StarClaim's root is immutable): caches may keep them a while. */
export const PROOF_CACHE_CONTROL = 'public, max-age=300'
