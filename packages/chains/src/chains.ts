import type { Chain } from 'viem'
import { arbitrum, arbitrumSepolia, mainnet, mantle, mantleSepoliaTestnet, sepolia } from 'viem/chains'
import { BLOCK_TIME_MS } from './constants.js'

/**
 * The six chains, in display order, from viem's definitions with the product's block
 * times. RPC URLs stay viem's public defaults: they are what wallets get in
 * wallet_addEthereumChain, so private override URLs (with API keys) never leave the app.
 */
export const supportedChains = [
  { ...mainnet, blockTime: BLOCK_TIME_MS.ethereum },
  { ...sepolia, blockTime: BLOCK_TIME_MS.sepolia },
  { ...arbitrum, blockTime: BLOCK_TIME_MS.arbitrum },
  { ...arbitrumSepolia, blockTime: BLOCK_TIME_MS.arbitrumSepolia },
  { ...mantle, blockTime: BLOCK_TIME_MS.mantle },
  { ...mantleSepoliaTestnet, blockTime: BLOCK_TIME_MS.mantleSepolia },
] as const satisfies readonly [Chain, ...Chain[]]

export type SupportedChain = (typeof supportedChains)[number]
export type SupportedChainId = SupportedChain['id']

export const SUPPORTED_CHAIN_IDS = supportedChains.map((chain) => chain.id) as readonly SupportedChainId[]

export function isSupportedChainId(chainId: unknown): chainId is SupportedChainId {
  return typeof chainId === 'number' && (SUPPORTED_CHAIN_IDS as readonly number[]).includes(chainId)
}

export function getChain(chainId: number): SupportedChain | undefined {
  return supportedChains.find((chain) => chain.id === chainId)
}
