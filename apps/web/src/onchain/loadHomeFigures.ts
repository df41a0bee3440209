import type { ContractKey, Deployment } from '@stardust/contracts'
import { getSiteDeployments } from '@/server/deployments'
import { homeDeployment } from './homeChain'
import { getServerPublicClient } from '@/server/serverClients'

export type HomeFigures<T> =
  | { state: 'not-deployed' }
  | { state: 'unavailable'; chainId: number }
  | { state: 'ready'; chainId: number; figures: T }

/**
 * Server side: the deployment that a visitor who has not connected sees (homeDeployment), and its
 * figures read through `read`. An RPC failure is a state the page words, never an error page.
 */
export async function loadHomeFigures<T>(key: ContractKey, read: (deployment: Deployment, client: NonNullable<ReturnType<typeof getServerPublicClient>>) => Promise<T>): Promise<HomeFigures<T>> {
  const deployment = homeDeployment(getSiteDeployments(), key, process.env.NODE_ENV === 'development')
  if (!deployment) return { state: 'not-deployed' }
  const client = getServerPublicClient(deployment.chainId)
  if (!client) return { state: 'unavailable', chainId: deployment.chainId }
  try {
    return { state: 'ready', chainId: deployment.chainId, figures: await read(deployment, client) }
  } catch (error) {
    console.warn(`${key} figures on chain ${deployment.chainId}: ${(error as Error).message.split('\n')[0]}`)
    return { state: 'unavailable', chainId: deployment.chainId }
  }
}
