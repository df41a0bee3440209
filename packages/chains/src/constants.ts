// Numbers of docs/behaviour.md (Constants), in one place.

/** RPC request timeout on most chains (spec: 5000 ms). */
export const RPC_TIMEOUT_MS = 5_000

/** RPC timeout for a chain id without settings of its own (spec: 10 s default). */
export const RPC_DEFAULT_TIMEOUT_MS = 10_000

/** Arbitrum Sepolia's slower public endpoint (spec: 15000 ms, 3 retries, 1000 ms delay). */
export const ARBITRUM_SEPOLIA_RPC_TIMEOUT_MS = 15_000
export const ARBITRUM_SEPOLIA_RPC_RETRY_COUNT = 3
export const ARBITRUM_SEPOLIA_RPC_RETRY_DELAY_MS = 1_000

/** Retries elsewhere: the spec is silent, so viem's defaults (3 retries, 150 ms base delay). */
export const RPC_RETRY_COUNT = 3
export const RPC_RETRY_DELAY_MS = 150

/** Calls per JSON-RPC batch request (spec: batched, up to 1000 calls). */
export const JSON_RPC_BATCH_SIZE = 1_000

/** Multicall aggregation for createConfig / createPublicClient (spec: 1024 bytes, wait 0). */
export const MULTICALL_BATCH = { batchSize: 1_024, wait: 0 } as const

/**
 * Block times in ms (spec: Arbitrum One 250 ms, Ethereum 12 s; the rest from the chains' docs). The one
 * place for them: each chain carries its own as `blockTime`, and the site polls receipts at that pace.
 */
export const BLOCK_TIME_MS = {
  ethereum: 12_000,
  sepolia: 12_000,
  arbitrum: 250,
  arbitrumSepolia: 250,
  // Mantle (OP stack) produces a block every 2 s on mainnet and Sepolia.
  mantle: 2_000,
  mantleSepolia: 2_000,
  // Stardust Local (hardhat, automine): a block per transaction, mined before the hash returns, so
  // "instant"; a short figure keeps receipt polling and viem's block watch quick there.
  local: 100,
} as const

/** Chain id used when nothing else is configured (spec: 'or chain 1'). */
export const FALLBACK_CHAIN_ID = 1

/** URL schemes accepted in NEXT_PUBLIC_RPC_* overrides. */
export const RPC_URL_PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:'] as const

/** Hardhat's default chain id: the development chain (docs/api.md, 'the local chain 31337'). */
export const LOCAL_CHAIN_ID = 31_337

/** Where `hardhat node` listens by default; loopback only, never all interfaces. */
export const LOCAL_RPC_URL = 'http://127.0.0.1:8545'

/**
 * How long an endpoint that answered 429, a 5xx or nothing is skipped while another of its chain's
 * list is available (the spec is silent; 30 s is past a typical per-second or per-10-second rate window).
 */
export const RPC_ENDPOINT_COOLDOWN_MS = 30_000
