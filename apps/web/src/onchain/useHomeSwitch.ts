'use client'

import type { ContractKey } from '@stardust/contracts'
import type { Chain } from 'viem'
import { useConfig } from 'wagmi'
import { useClientDeployments } from './clientDeployments'
import { homeDeployment } from './homeChain'

/**
 * The chain object the wallet config knows for `chainId`. Read from wagmi's config, not imported: the
 * development chain is in that config only in development builds, and must not reach a production bundle.
 */
export function useSiteChain(chainId: number | undefined): Chain | undefined {
  const { chains } = useConfig()
  return chainId === undefined ? undefined : chains.find((chain) => chain.id === chainId)
}

/** Where to send a visitor whose network lacks `key`: the home deployment's chain, if any. */
export function useHomeChain(key: ContractKey): Chain | undefined {
  const home = homeDeployment(useClientDeployments(), key, process.env.NODE_ENV === 'development')
  return useSiteChain(home?.chainId)
}
