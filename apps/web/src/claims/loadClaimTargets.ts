import { connection } from 'next/server'
import { getDeployment } from '@stardust/contracts'
import { getChain } from '@stardust/chains'
import { chainName } from '@/onchain/chainName'
import { getSiteDeployments } from '@/server/deployments'
import { CLAIM_PAGES, CLAIM_PAGE_KEYS, claimChainId, LOCAL_CLAIM_CHAIN_ID, type ClaimPageKey } from './claimChains'
import type { ClaimTarget } from './claimTarget'

/**
 * Each claim page's chain and contract, from the deployments this server runs with (read per request:
 * they come from the environment of `next start`, not of the build).
 */
export async function loadClaimTargets(): Promise<Record<ClaimPageKey, ClaimTarget>> {
  await connection()
  const deployments = getSiteDeployments()
  const context = {
    // Written out literally so Next inlines it at build time.
    testnet: process.env.NEXT_PUBLIC_TESTNETS === '1' || process.env.NEXT_PUBLIC_TESTNETS === 'true',
    development: process.env.NODE_ENV === 'development',
    localHasClaim: Boolean(getDeployment(deployments, LOCAL_CLAIM_CHAIN_ID)?.claim),
  }
  const entries = CLAIM_PAGE_KEYS.map((key): [ClaimPageKey, ClaimTarget] => {
    const chainId = claimChainId(key, context)
    return [
      key,
      {
        chainId,
        chainName: chainName(chainId),
        contract: getDeployment(deployments, chainId)?.claim ?? null,
        path: CLAIM_PAGES[key].route.path,
        explorerUrl: getChain(chainId)?.blockExplorers?.default.url ?? null,
      },
    ]
  })
  return Object.fromEntries(entries) as Record<ClaimPageKey, ClaimTarget>
}
