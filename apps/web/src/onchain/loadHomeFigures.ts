import type { ContractKey, Deployment } from '@stardust/contracts'
import { getSiteDeployments } from '@/server/deployments'
import { getServerPublicClient } from '@/server/serverClients'
import { sharedRead } from '@/server/sharedRead'
import { homeDeployment } from './homeChain'

export type HomeFigures<T> =
  | { state: 'not-deployed' }
  | { state: 'unavailable'; chainId: number }
  /** `late`: a new read failed or did not answer in time, so these are the last figures read, at `readAt` (ms). */
  | { state: 'ready'; chainId: number; figures: T; readAt: number; late: boolean }

/**
 * Server side: the deployment that a visitor who has not connected sees (homeDeployment), and its
 * figures read through `read`, shared by every visitor (sharedRead: one read per chain per interval,
 * at most the budget's wait). An RPC failure is a state the page words, never an error page.
 */
export async function loadHomeFigures<T>(key: ContractKey, read: (deployment: Deployment, client: NonNullable<ReturnType<typeof getServerPublicClient>>) => Promise<T>): Promise<HomeFigures<T>> {
  const deployment = homeDeployment(getSiteDeployments(), key, process.env.NODE_ENV === 'development')
  if (!deployment) return { state: 'not-deployed' }
  const client = getServerPublicClient(deployment.chainId)
  if (!client) return { state: 'unavailable', chainId: deployment.chainId }
  const result = await sharedRead(`${key}:${deployment.chainId}:${deployment[key]}`, () => read(deployment, client))
  if (result.state === 'none') return { state: 'unavailable', chainId: deployment.chainId }
  return { state: 'ready', chainId: deployment.chainId, figures: result.value, readAt: result.readAt, late: result.state === 'late' }
}
