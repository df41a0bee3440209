import { LOCAL_CHAIN_ID, getChain, stardustLocal } from '@stardust/chains'

/** The network's name as the wallet calls it, or its id when the site does not know it. */
export function chainName(chainId: number): string {
  if (chainId === LOCAL_CHAIN_ID) return stardustLocal.name
  return getChain(chainId)?.name ?? `chain ${chainId}`
}

/** The native currency's symbol (ETH; MNT on Mantle). */
export function nativeSymbol(chainId: number): string {
  if (chainId === LOCAL_CHAIN_ID) return stardustLocal.nativeCurrency.symbol
  return getChain(chainId)?.nativeCurrency.symbol ?? 'ETH'
}
