import type { RedisTopology } from '../stores/redisConnection.js'
import type { AuthServerConfigInput } from './schema.js'

/**
 * The Redis a configuration names (a Cluster, a primary through Sentinel, or one server by URL), or undefined
 * for the memory store: the sign-in store connects to it, and so does the site's readiness check.
 */
export function redisTopologyOf(
  config: Pick<AuthServerConfigInput, 'redisUrl' | 'redisCluster' | 'redisSentinel' | 'redisUsername' | 'redisPassword' | 'redisSentinelUsername' | 'redisSentinelPassword' | 'redisTls'>,
): RedisTopology | undefined {
  const { redisUsername: username, redisPassword: password, redisTls: tls } = config
  if (config.redisCluster) return { kind: 'cluster', nodes: config.redisCluster, username, password, tls }
  if (config.redisSentinel) {
    return { kind: 'sentinel', ...config.redisSentinel, username, password, sentinelUsername: config.redisSentinelUsername, sentinelPassword: config.redisSentinelPassword, tls }
  }
  return config.redisUrl ? { kind: 'url', url: config.redisUrl, tls } : undefined
}
