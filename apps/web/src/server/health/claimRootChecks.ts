import { chainName } from '@/onchain/chainName'
import { getClaimsServer } from '@/server/claimsServer'
import type { HealthCheck } from './healthReport'
import { CHAIN_CHECK_FRESH_MS, siteProbe } from './siteProbe'

/**
 * Each claim contract's root check, as the claims server verifies it (its list's root against the
 * contract's merkleRoot()). Kept apart: the one place health depends on how the claims server loads roots.
 */
export async function claimRootChecks(): Promise<HealthCheck[]> {
  const result = await siteProbe()('claims', () => getClaimsServer().verifyAll(), { freshMs: CHAIN_CHECK_FRESH_MS })
  if (result.state === 'down') return [{ name: 'claims', state: 'down', reason: result.reason }]
  return result.value.map(({ chainId, ok, code }) => ({
    name: `claims:${chainId}`,
    chain: chainName(chainId),
    ...(ok ? { state: 'ok' as const } : { state: 'down' as const, reason: code ?? 'unknown' }),
  }))
}
