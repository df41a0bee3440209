import type { Cluster, Redis } from 'ioredis'
import { redisClientPlan, type RedisTopology } from './redisClientPlan.js'

// The topology's types live with the plan that reads them; they are part of this module's surface too.
export type { RedisTls, RedisTopology } from './redisClientPlan.js'

export type RedisClient = Redis | Cluster

/**
 * An ioredis client for a topology, failing fast: while Redis (or a failover) is away, commands give
 * up after one reconnect so callers answer 503 within a fraction of a second instead of hanging.
 */
export async function connectRedis(topology: RedisTopology, commandTimeoutMs: number): Promise<RedisClient> {
  const { Redis: RedisClient, Cluster: ClusterClient } = await import('ioredis')
  // Commands issued in the same tick (many sign-ins at once) leave in one write.
  const plan = redisClientPlan(topology, { commandTimeoutMs, connectTimeoutMs: 2000, maxRetriesPerRequest: 1, enableAutoPipelining: true })
  const retryStrategy = (times: number) => Math.min(times * 100, 1000)
  if (plan.kind === 'url') return new RedisClient(plan.url, { ...plan.options, retryStrategy })
  if (plan.kind === 'cluster') {
    return new ClusterClient(plan.nodes, {
      ...plan.options,
      clusterRetryStrategy: retryStrategy,
      // A primary that moved a slot or died: ask again after the cluster settles, a few times.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 200,
    })
  }
  return new RedisClient({
    ...plan.options,
    sentinelRetryStrategy: retryStrategy,
    retryStrategy,
    // A primary demoted by a failover answers READONLY: reconnect, and Sentinel names the new one.
    reconnectOnError: (error) => error.message.startsWith('READONLY'),
  })
}
