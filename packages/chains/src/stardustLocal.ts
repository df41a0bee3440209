import { defineChain } from 'viem'
import { BLOCK_TIME_MS, LOCAL_CHAIN_ID, LOCAL_RPC_URL } from './constants.js'

/**
 * The development chain: a hardhat node on this machine with every contract deployed and seeded.
 * Not in `supportedChains`: an app lists it in development builds only. Its `rpcUrls` stay the
 * default (what a wallet is handed); `getRpcUrls` applies `NEXT_PUBLIC_RPC_LOCAL`.
 */
// Pure: a bundle that never reads it drops the whole definition, name included.
export const stardustLocal = /* @__PURE__ */ defineChain({
  id: LOCAL_CHAIN_ID,
  name: 'Stardust Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [LOCAL_RPC_URL] } },
  blockTime: BLOCK_TIME_MS.local,
  testnet: true,
})

export type StardustLocalChain = typeof stardustLocal
