import { LOCAL_CHAIN_ID, SUPPORTED_CHAIN_IDS } from '@stardust/chains'
import type { ContractKey, Deployment, Deployments } from '@stardust/contracts'

/**
 * The chain whose figures a visitor sees before connecting a wallet: Stardust Local in development when
 * it has the contract, else the first of the site's chains (in their display order) that has it.
 * Undefined: the contract is on no network yet, and the page says so instead of showing numbers.
 */
export function homeDeployment(deployments: Deployments, key: ContractKey, development: boolean): Deployment | undefined {
  const order = development ? [LOCAL_CHAIN_ID, ...SUPPORTED_CHAIN_IDS] : SUPPORTED_CHAIN_IDS
  for (const chainId of order) {
    const deployment = deployments[chainId]
    if (deployment?.[key]) return deployment
  }
  return undefined
}
