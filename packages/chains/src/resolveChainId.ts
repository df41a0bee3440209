import type { Chain } from 'viem'
import { supportedChains } from './chains.js'
import { FALLBACK_CHAIN_ID } from './constants.js'

/**
 * The chain id to use: `candidate` when it is one of `configured`, else the first configured
 * chain, else 1 (spec: a wallet chain id that cannot be fetched falls back the same way).
 */
export function resolveChainId(
  candidate: number | undefined | null,
  configured: readonly Chain[] = supportedChains,
): number {
  if (typeof candidate === 'number' && configured.some((chain) => chain.id === candidate)) return candidate
  return configured[0]?.id ?? FALLBACK_CHAIN_ID
}
