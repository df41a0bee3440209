import { chainName } from '@/onchain/chainName'
import { getSiteDeployments } from '@/server/deployments'
import { siteChains } from '@/wallet/siteChains'

/** The chains the site lists (siteChains) plus any chain with a deployment. */
const SITE_CHAIN_IDS = siteChains.map((chain) => chain.id)

/** Chain names for the history's links, made on the server so the browser needs no chain list. */
export function siteChainNames(): Record<number, string> {
  const ids = new Set([...SITE_CHAIN_IDS, ...Object.keys(getSiteDeployments()).map(Number)])
  return Object.fromEntries([...ids].map((id) => [id, chainName(id)]))
}
