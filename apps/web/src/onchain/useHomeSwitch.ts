'use client'

import { LOCAL_CHAIN_ID, getChain, stardustLocal } from '@stardust/chains'
import type { ContractKey } from '@stardust/contracts'
import type { Chain } from 'viem'
import { useClientDeployments } from './clientDeployments'
import { homeDeployment } from './homeChain'

/** The chain object the wallet config knows for `chainId` (Stardust Local in development). */
export function siteChain(chainId: number | undefined): Chain | undefined {
  if (chainId === undefined) return undefined
  return chainId === LOCAL_CHAIN_ID ? stardustLocal : getChain(chainId)
}

/** Where to send a visitor whose network lacks `key`: the home deployment's chain, if any. */
export function useHomeChain(key: ContractKey): Chain | undefined {
  const home = homeDeployment(useClientDeployments(), key, process.env.NODE_ENV === 'development')
  return siteChain(home?.chainId)
}
