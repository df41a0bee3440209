import { performance } from 'node:perf_hooks'
import { chainName } from '@/onchain/chainName'
import { getSiteDeployments } from '@/server/deployments'
import { getAuthServer } from '@/server/authServer'
import { getRewardsServer } from '@/server/rewardsServer'
import { getServerPublicClient } from '@/server/serverClients'
import { sharedRead, type SharedReadResult } from '@/server/sharedRead'
import type { HealthCheck } from './healthReport'
import { claimRootChecks } from './claimRootChecks'

type Timed<T> = { value: T; latencyMs: number }

async function timed<T>(run: () => Promise<T>): Promise<Timed<T>> {
  const start = performance.now()
  const value = await run()
  return { value, latencyMs: Math.round(performance.now() - start) }
}

/** A check from a shared read (cached like the public figures): ok when fresh, else down with why. */
function fromRead<T>(name: string, result: SharedReadResult<Timed<T>>, extra: (value: T) => Partial<HealthCheck> = () => ({})): HealthCheck {
  if (result.state === 'none') return { name, state: 'down', reason: 'no_answer' }
  const base = { name, latencyMs: result.value.latencyMs, ...extra(result.value.value) }
  return result.state === 'fresh' ? { ...base, state: 'ok' } : { ...base, state: 'down', reason: 'no_answer' }
}

/** The ledger's database, through the API's own leaderboard read: a full pool or a database gone is down. */
async function databaseCheck(): Promise<HealthCheck> {
  const result = await sharedRead('health:database', () =>
    timed(async () => {
      const response = await (await getRewardsServer()).handle(new Request('http://site.internal/api/v1/stardust/leaderboard?limit=1'))
      if (!response.ok) throw new Error(`leaderboard answered ${response.status}`)
    }),
  )
  return fromRead('database', result)
}

/** Each deployment's RPC: the latest block and how long the site's own client took to get it. */
function rpcChecks(): Promise<HealthCheck>[] {
  return Object.values(getSiteDeployments()).map(async ({ chainId }): Promise<HealthCheck> => {
    const client = getServerPublicClient(chainId)
    const chain = chainName(chainId)
    if (!client) return { name: `rpc:${chainId}`, chain, state: 'down', reason: 'unknown_chain' }
    const result = await sharedRead(`health:rpc:${chainId}`, () => timed(() => client.getBlockNumber({ cacheTime: 0 })))
    return { ...fromRead(`rpc:${chainId}`, result, (block) => ({ block: block.toString() })), chain }
  })
}

/** Every check of the site, each within the figures' budget (a hung dependency is down, not a hung answer). */
export async function siteChecks(env: Record<string, string | undefined> = process.env): Promise<HealthCheck[]> {
  // With REDIS_URL the sign-in store is Redis: read through the auth server's own connection.
  const redis = env.REDIS_URL ? [sharedRead('health:redis', () => timed(() => getAuthServer().checkStore())).then((result) => fromRead('redis', result))] : []
  return await Promise.all([databaseCheck(), ...redis, ...rpcChecks(), claimRootChecks()]).then((checks) => checks.flat())
}
