import { chainName } from '@/onchain/chainName'
import { getSiteDeployments } from '@/server/deployments'
import { getAuthServer } from '@/server/authServer'
import { getRewardsServer } from '@/server/rewardsServer'
import { getServerPublicClient } from '@/server/serverClients'
import type { HealthCheck } from './healthReport'
import type { ProbeResult } from './probe'
import { claimRootChecks } from './claimRootChecks'
import { CHAIN_CHECK_FRESH_MS, siteProbe } from './siteProbe'

/** A check from a probe's result: ok only when it answered within its freshness and time limit. */
export function fromProbe<T>(name: string, result: ProbeResult<T>, extra: (value: T) => Partial<HealthCheck> = () => ({})): HealthCheck {
  if (result.state === 'down') return { name, state: 'down', reason: result.reason, latencyMs: result.latencyMs }
  return { name, state: 'ok', latencyMs: result.latencyMs, ...extra(result.value) }
}

/** The ledger's database, through the API's own leaderboard read: a full pool, a database gone or hung is down. */
async function databaseCheck(): Promise<HealthCheck> {
  const result = await siteProbe()('database', async () => {
    const response = await (await getRewardsServer()).handle(new Request('http://site.internal/api/v1/stardust/leaderboard?limit=1'))
    if (!response.ok) throw new Error(`leaderboard answered ${response.status}`)
  })
  return fromProbe('database', result)
}

/** Each deployment's RPC: the latest block and how long the site's own client took to get it. */
function rpcChecks(): Promise<HealthCheck>[] {
  return Object.values(getSiteDeployments()).map(async ({ chainId }): Promise<HealthCheck> => {
    const client = getServerPublicClient(chainId)
    const chain = chainName(chainId)
    if (!client) return { name: `rpc:${chainId}`, chain, state: 'down', reason: 'unknown_chain' }
    const result = await siteProbe()(`rpc:${chainId}`, () => client.getBlockNumber({ cacheTime: 0 }), { freshMs: CHAIN_CHECK_FRESH_MS })
    return { ...fromProbe(`rpc:${chainId}`, result, (block) => ({ block: block.toString() })), chain }
  })
}

/** Every check of the site, each within its time limit (a hung dependency is down, not a hung answer). */
export async function siteChecks(env: Record<string, string | undefined> = process.env): Promise<HealthCheck[]> {
  // With REDIS_URL the sign-in store is Redis: read through the auth server's own connection.
  const redis = env.REDIS_URL ? [siteProbe()('redis', () => getAuthServer().checkStore()).then((result) => fromProbe('redis', result))] : []
  return await Promise.all([databaseCheck(), ...redis, ...rpcChecks(), claimRootChecks()]).then((checks) => checks.flat())
}
