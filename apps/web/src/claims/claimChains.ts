import { ROUTES, type RouteInfo } from '@/site'

export type ClaimPageKey = 'mantle' | 'arbitrum' | 'ethereum'

/** Each claim page and its chain (docs/api.md): the mainnet, or its testnet in testnet builds. */
export const CLAIM_PAGES: Record<ClaimPageKey, { route: RouteInfo; mainnet: number; testnet: number }> = {
  mantle: { route: ROUTES.claimMantle, mainnet: 5000, testnet: 5003 },
  arbitrum: { route: ROUTES.claimArbitrum, mainnet: 42161, testnet: 421614 },
  ethereum: { route: ROUTES.claim, mainnet: 1, testnet: 11155111 },
}

export const CLAIM_PAGE_KEYS = Object.keys(CLAIM_PAGES) as ClaimPageKey[]

/** Stardust Local: in development every claim page claims there when it has a claim contract. */
export const LOCAL_CLAIM_CHAIN_ID = 31337

export type ClaimChainContext = {
  /** NEXT_PUBLIC_TESTNETS=1 at build time: the pages claim on the testnets. */
  testnet: boolean
  development: boolean
  /** The local chain has a claim contract (development only). */
  localHasClaim: boolean
}

/** The chain a claim page claims on in this build. */
export function claimChainId(key: ClaimPageKey, { testnet, development, localHasClaim }: ClaimChainContext): number {
  if (development && localHasClaim) return LOCAL_CLAIM_CHAIN_ID
  return testnet ? CLAIM_PAGES[key].testnet : CLAIM_PAGES[key].mainnet
}
