import { LOCAL_CHAIN_ID, getChain, stardustLocal } from '@stardust/chains'
import { listedChainName } from '@/wallet/siteChains'

/** Server side: the chain the site knows by this id (Stardust Local included; the server never ships to a browser). */
export function knownChain(chainId: number) {
  return chainId === LOCAL_CHAIN_ID ? stardustLocal : getChain(chainId)
}

/** The network's name as the header says it (listedChainName, the one lookup), or its id when the site does not know it. */
export function chainName(chainId: number): string {
  return listedChainName(chainId) ?? knownChain(chainId)?.name ?? `chain ${chainId}`
}

/** The native currency's symbol (ETH; MNT on Mantle). */
export function nativeSymbol(chainId: number): string {
  return knownChain(chainId)?.nativeCurrency.symbol ?? 'ETH'
}
