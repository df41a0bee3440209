import type { Cluster, Redis } from 'ioredis'
import { redisClientPlan } from './redisClientPlan.js'

/** TLS to the servers (and sentinels): checked against `ca` (PEM) when given, else the system's authorities. */
export type RedisTls = { ca?: string | undefined }

/** Where the store's Redis is: one server (a URL), a Redis Cluster, or a primary found through Sentinel. */
export type RedisTopology =
  /** `rediss://` is TLS; `tls` adds the authority to check the server against. */
  | { kind: 'url'; url: string; tls?: RedisTls | undefined }
  /** Seed nodes (`host:port`); the client learns the rest of the cluster from them. `username`: an ACL user (Redis 6+). */
  | { kind: 'cluster'; nodes: string[]; username?: string | undefined; password?: string | undefined; tls?: RedisTls | undefined }
  /** Sentinels (`host:port`), the name of the primary they watch (`mymaster`), and the sentinels' own user and password. */
  | {
      kind: 'sentinel'
      sentinels: string[]
      name: string
      username?: string | undefined
      password?: string | undefined
      sentinelUsername?: string | undefined
      sentinelPassword?: string | undefined
      tls?: RedisTls | undefined
    }

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
