import { chainName } from '@/onchain/chainName'
import { getSiteDeployments } from '@/server/deployments'

/** The site's six chains (DESIGN.md) plus any chain with a deployment (e.g. Stardust Local in development). */
const SITE_CHAIN_IDS = [1, 11155111, 42161, 421614, 5000, 5003]

/** Chain names for the history's links, made on the server so the browser needs no chain list. */
export function siteChainNames(): Record<number, string> {
  const ids = new Set([...SITE_CHAIN_IDS, ...Object.keys(getSiteDeployments()).map(Number)])
  return Object.fromEntries([...ids].map((id) => [id, chainName(id)]))
}
