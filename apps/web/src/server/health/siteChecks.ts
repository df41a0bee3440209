import { chainName } from '@/onchain/chainName'
import { getSiteDeployments } from '@/server/deployments'
import { getAuthServer } from '@/server/authServer'
import { openReadinessCheck, type ReadinessCheck } from '@stardust/rewards-server'
import { closeOnStop } from '@/server/onStop'
import { getRewardsServer } from '@/server/rewardsServer'
import { getServerPublicClient } from '@/server/serverClients'
import type { HealthCheck } from './healthReport'
import type { ProbeResult } from './probe'
import { claimRootChecks } from './claimRootChecks'
import { readinessThread, threadCheck } from './readinessThread'
import { CHAIN_CHECK_FRESH_MS, siteProbe } from './siteProbe'
import { redisConfigured } from '@/server/config/deploymentMode'
import { serverConfig } from '@/server/config/serverConfig'

/** A check from a probe's result: ok only when it answered within its freshness and time limit. */
export function fromProbe<T>(name: string, result: ProbeResult<T>, extra: (value: T) => Partial<HealthCheck> = () => ({})): HealthCheck {
  if (result.state === 'down') return { name, state: 'down', reason: result.reason, latencyMs: result.latencyMs }
  return { name, state: 'ok', latencyMs: result.latencyMs, ...extra(result.value) }
}

const holder = globalThis as typeof globalThis & { __stardustReadinessDatabase?: ReadinessCheck }

/** PostgreSQL's check on a connection of its own (rewards-server's openReadinessCheck), opened once per process. */
function postgresReadiness(url: string): ReadinessCheck {
  if (!holder.__stardustReadinessDatabase) {
    holder.__stardustReadinessDatabase = openReadinessCheck(url)
    closeOnStop('readiness database connection', closeReadinessDatabase)
  }
  return holder.__stardustReadinessDatabase
}

/** Closes readiness's database connection; the next check opens it again. */
export async function closeReadinessDatabase(): Promise<void> {
  const check = holder.__stardustReadinessDatabase
  delete holder.__stardustReadinessDatabase
  await check?.close()
}

/**
 * The ledger's database. PostgreSQL: on readiness's own connection, never the request pool, so a pool
 * busy with requests is load, not a 503 that drains a healthy instance; gone or hung is down. PGlite
 * (one process, no pool): through the API's own leaderboard read.
 */
async function databaseCheck(env: Record<string, string | undefined>): Promise<HealthCheck> {
  const url = env.DATABASE_URL?.trim()
  const result = await siteProbe()('database', async () => {
    if (url) return await postgresReadiness(url).check()
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
export async function siteChecks(env: Record<string, string | undefined> = serverConfig().env): Promise<HealthCheck[]> {
  // Under the production server PostgreSQL and Redis are checked on a thread of their own (readinessThread.ts).
  const thread = readinessThread(env)
  const database = thread?.watched.has('database') ? threadCheck(thread, 'database') : databaseCheck(env)
  // With Redis configured the sign-in store is Redis: without the thread, read through the auth server's own connection.
  const redis = !redisConfigured(env) ? [] : [thread?.watched.has('redis') ? threadCheck(thread, 'redis') : siteProbe()('redis', () => getAuthServer().checkStore()).then((result) => fromProbe('redis', result))]
  return await Promise.all([database, ...redis, ...rpcChecks(), claimRootChecks()]).then((checks) => checks.flat())
}
