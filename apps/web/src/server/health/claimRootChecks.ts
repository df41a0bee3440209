import { chainName } from '@/onchain/chainName'
import { getClaimsServer } from '@/server/claimsServer'
import { sharedRead } from '@/server/sharedRead'
import type { HealthCheck } from './healthReport'

/**
 * Each claim contract's root check, as the claims server verifies it (its list's root against the
 * contract's merkleRoot()). Kept apart: the one place health depends on how the claims server loads roots.
 */
export async function claimRootChecks(): Promise<HealthCheck[]> {
  const result = await sharedRead('health:claims', () => getClaimsServer().verifyAll())
  if (result.state === 'none') return [{ name: 'claims', state: 'down', reason: 'no_answer' }]
  return result.value.map(({ chainId, ok, code }) => ({
    name: `claims:${chainId}`,
    chain: chainName(chainId),
    ...(ok && result.state === 'fresh' ? { state: 'ok' as const } : { state: 'down' as const, reason: ok ? 'no_answer' : (code ?? 'unknown') }),
  }))
}
