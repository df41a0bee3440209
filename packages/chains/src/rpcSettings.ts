import type { SupportedChainId } from './chains.js'
import {
  ARBITRUM_SEPOLIA_RPC_RETRY_COUNT,
  ARBITRUM_SEPOLIA_RPC_RETRY_DELAY_MS,
  ARBITRUM_SEPOLIA_RPC_TIMEOUT_MS,
  RPC_DEFAULT_TIMEOUT_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './constants.js'

export type RpcSettings = {
  /** ms before one HTTP request to one endpoint is abandoned. */
  timeout: number
  /** Times the whole fallback list is tried again once every endpoint failed. */
  retryCount: number
  /** Base delay in ms between those rounds (viem doubles it each round). */
  retryDelay: number
}

const standard: RpcSettings = { timeout: RPC_TIMEOUT_MS, retryCount: RPC_RETRY_COUNT, retryDelay: RPC_RETRY_DELAY_MS }

const settingsByChain = {
  1: standard,
  11_155_111: standard,
  42_161: standard,
  421_614: {
    timeout: ARBITRUM_SEPOLIA_RPC_TIMEOUT_MS,
    retryCount: ARBITRUM_SEPOLIA_RPC_RETRY_COUNT,
    retryDelay: ARBITRUM_SEPOLIA_RPC_RETRY_DELAY_MS,
  },
  5_000: standard,
  5_003: standard,
} as const satisfies Record<SupportedChainId, RpcSettings>

/** Timeout and retries for a chain; chains outside the list get the 10 s default. */
export function getRpcSettings(chainId: number): RpcSettings {
  const settings = (settingsByChain as Record<number, RpcSettings | undefined>)[chainId]
  return { ...(settings ?? { ...standard, timeout: RPC_DEFAULT_TIMEOUT_MS }) }
}
