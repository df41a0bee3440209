import type { Cluster, Redis } from 'ioredis'

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

const hostPort = (entry: string) => {
  const at = entry.lastIndexOf(':')
  return { host: entry.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port: Number(entry.slice(at + 1)) }
}

/**
 * An ioredis client for a topology, failing fast: while Redis (or a failover) is away, commands give
 * up after one reconnect so callers answer 503 within a fraction of a second instead of hanging.
 */
export async function connectRedis(topology: RedisTopology, commandTimeoutMs: number): Promise<RedisClient> {
  const { Redis: RedisClient, Cluster: ClusterClient } = await import('ioredis')
  const options = {
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    // Commands issued in the same tick (many sign-ins at once) leave in one write.
    enableAutoPipelining: true,
  }
  const retryStrategy = (times: number) => Math.min(times * 100, 1000)
  const tls = topology.tls ? { tls: topology.tls.ca ? { ca: topology.tls.ca } : {} } : {}
  if (topology.kind === 'url') return new RedisClient(topology.url, { ...options, ...tls, retryStrategy })
  if (topology.kind === 'cluster') {
    return new ClusterClient(topology.nodes.map(hostPort), {
      enableAutoPipelining: true,
      clusterRetryStrategy: retryStrategy,
      // A primary that moved a slot or died: ask again after the cluster settles, a few times.
      retryDelayOnFailover: 200,
      retryDelayOnClusterDown: 200,
      // Every node the cluster names gets the user, the password and TLS, not only the seeds.
      redisOptions: { maxRetriesPerRequest: 1, commandTimeout: commandTimeoutMs, connectTimeout: 2000, username: topology.username, password: topology.password, ...tls },
    })
  }
  return new RedisClient({
    ...options,
    sentinels: topology.sentinels.map(hostPort),
    name: topology.name,
    username: topology.username,
    password: topology.password,
    sentinelUsername: topology.sentinelUsername,
    sentinelPassword: topology.sentinelPassword,
    // TLS to the sentinels and to the primary they name.
    ...(topology.tls ? { ...tls, sentinelTLS: tls.tls, enableTLSForSentinelMode: true } : {}),
    sentinelRetryStrategy: retryStrategy,
    retryStrategy,
    // A primary demoted by a failover answers READONLY: reconnect, and Sentinel names the new one.
    reconnectOnError: (error) => error.message.startsWith('READONLY'),
  })
}
