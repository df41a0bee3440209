import type { AuthServerConfigInput } from './schema.js'
import { type Env, envError } from './envValues.js'

const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[^\s:/,]+):\d{1,5}$/

/** Comma-separated `host:port` entries; anything else names the variable. */
function hostPorts(env: Env, name: string): string[] | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 0 || !entries.every((entry) => HOST_PORT.test(entry))) throw envError(name, env[name]!, 'comma-separated host:port entries such as 10.0.0.1:6379,10.0.0.2:6379')
  return entries
}

/**
 * A Redis Cluster (REDIS_CLUSTER_NODES) or a Sentinel set (REDIS_SENTINELS, REDIS_SENTINEL_NAME,
 * default `mymaster`), with REDIS_PASSWORD for their servers, and REDIS_WAIT_REPLICAS (replicas that
 * hold a revocation before the answer; default 1 with Sentinel). One topology at a time, and not with
 * REDIS_URL: which one was meant cannot be guessed.
 */
export function loadRedisTopology(env: Env): Pick<AuthServerConfigInput, 'redisCluster' | 'redisSentinel' | 'redisPassword' | 'redisWaitReplicas'> {
  const cluster = hostPorts(env, 'REDIS_CLUSTER_NODES')
  const sentinels = hostPorts(env, 'REDIS_SENTINELS')
  const chosen = [env.REDIS_URL?.trim() && 'REDIS_URL', cluster && 'REDIS_CLUSTER_NODES', sentinels && 'REDIS_SENTINELS'].filter(Boolean)
  if (chosen.length > 1) throw envError(chosen[1] as string, env[chosen[1] as string]!, `set one of REDIS_URL, REDIS_CLUSTER_NODES and REDIS_SENTINELS (also set: ${chosen[0]})`)
  const password = env.REDIS_PASSWORD || undefined
  const waitText = env.REDIS_WAIT_REPLICAS?.trim()
  if (waitText && (!/^\d+$/.test(waitText) || Number(waitText) > 10)) throw envError('REDIS_WAIT_REPLICAS', env.REDIS_WAIT_REPLICAS!, 'a whole number from 0 to 10 (replicas that must hold a revocation before the answer)')
  if (waitText && Number(waitText) > 0 && cluster) throw envError('REDIS_WAIT_REPLICAS', waitText, 'not supported with REDIS_CLUSTER_NODES (leave it unset or 0)')
  const wait = waitText ? { redisWaitReplicas: Number(waitText) } : {}
  if (cluster) return { redisCluster: cluster, redisPassword: password, ...wait }
  if (sentinels) return { redisSentinel: { sentinels, name: env.REDIS_SENTINEL_NAME?.trim() || 'mymaster' }, redisPassword: password, ...wait }
  return wait
}
