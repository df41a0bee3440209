import type { ClusterOptions, RedisOptions } from 'ioredis'

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

/**
 * How to reach a topology with ioredis, as plain data (no functions: it crosses to a worker thread): the
 * constructor's arguments with the user, password and TLS on every connection the client makes (the server, every
 * node a cluster names, the sentinels and the primary they name). Callers add their retry strategies. The sign-in
 * store (connectRedis) and the site's readiness thread connect through it, so they log in alike.
 */
export type RedisClientPlan =
  | { kind: 'url'; url: string; options: RedisOptions }
  | { kind: 'cluster'; nodes: { host: string; port: number }[]; options: ClusterOptions }
  | { kind: 'sentinel'; options: RedisOptions }

export type RedisClientPlanParameters = {
  commandTimeoutMs: number
  connectTimeoutMs: number
  /** Retries of a command across a reconnect (the store 1; readiness 0: a check fails at once). */
  maxRetriesPerRequest: number
  /** false: commands fail at once while disconnected instead of waiting in a queue. */
  enableOfflineQueue?: boolean
  /** Commands issued in the same tick leave in one write. */
  enableAutoPipelining?: boolean
}

const hostPort = (entry: string) => {
  const at = entry.lastIndexOf(':')
  return { host: entry.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port: Number(entry.slice(at + 1)) }
}

export function redisClientPlan(topology: RedisTopology, { commandTimeoutMs, connectTimeoutMs, maxRetriesPerRequest, enableOfflineQueue, enableAutoPipelining }: RedisClientPlanParameters): RedisClientPlan {
  const queue = enableOfflineQueue === undefined ? {} : { enableOfflineQueue }
  const pipelining = enableAutoPipelining === undefined ? {} : { enableAutoPipelining }
  const connection = { maxRetriesPerRequest, commandTimeout: commandTimeoutMs, connectTimeout: connectTimeoutMs, ...queue }
  const tls = topology.tls ? { tls: topology.tls.ca ? { ca: topology.tls.ca } : {} } : {}
  if (topology.kind === 'url') return { kind: 'url', url: topology.url, options: { ...connection, ...pipelining, ...tls } }
  if (topology.kind === 'cluster') {
    return {
      kind: 'cluster',
      nodes: topology.nodes.map(hostPort),
      // Every node the cluster names gets the user, the password and TLS, not only the seeds.
      options: { ...queue, ...pipelining, redisOptions: { ...connection, username: topology.username, password: topology.password, ...tls } },
    }
  }
  return {
    kind: 'sentinel',
    options: {
      ...connection,
      ...pipelining,
      sentinels: topology.sentinels.map(hostPort),
      name: topology.name,
      username: topology.username,
      password: topology.password,
      sentinelUsername: topology.sentinelUsername,
      sentinelPassword: topology.sentinelPassword,
      // TLS to the sentinels and to the primary they name.
      ...(topology.tls ? { ...tls, sentinelTLS: tls.tls, enableTLSForSentinelMode: true } : {}),
    },
  }
}
