import { readFileSync } from 'node:fs'
import type { AuthServerConfigInput } from './schema.js'
import { type Env, envError, parseFlag } from './envValues.js'

const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[^\s:/,]+):\d{1,5}$/

/** Comma-separated `host:port` entries; anything else names the variable. */
function hostPorts(env: Env, name: string): string[] | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 0 || !entries.every((entry) => HOST_PORT.test(entry))) throw envError(name, env[name]!, 'comma-separated host:port entries such as 10.0.0.1:6379,10.0.0.2:6379')
  return entries
}

/** REDIS_TLS (1: TLS to every server and sentinel) and REDIS_TLS_CA_FILE (the PEM of the authority that signed them). */
function loadRedisTls(env: Env): Pick<AuthServerConfigInput, 'redisTls'> {
  const caFile = env.REDIS_TLS_CA_FILE?.trim()
  const on = parseFlag(env.REDIS_TLS, 'REDIS_TLS', Boolean(caFile))
  if (!on) return {}
  if (!caFile) return { redisTls: {} }
  try {
    return { redisTls: { ca: readFileSync(caFile, 'utf8') } }
  } catch (error) {
    throw envError('REDIS_TLS_CA_FILE', caFile, 'a readable PEM file (the certificate authority of the Redis servers)', error)
  }
}

type RedisSettings = Pick<
  AuthServerConfigInput,
  'redisCluster' | 'redisSentinel' | 'redisUsername' | 'redisPassword' | 'redisSentinelUsername' | 'redisSentinelPassword' | 'redisTls' | 'redisWaitReplicas'
>

/**
 * An ACL user (Redis 6+) and its password: a user without a password cannot log in (AUTH needs both), so that is a
 * mistake the start names. A password alone logs in as Redis's `default` user.
 */
function credentials(env: Env, userVar: string, passwordVar: string): { username?: string; password?: string } {
  const username = env[userVar]?.trim() || undefined
  const password = env[passwordVar] || undefined
  if (username && !password) throw envError(userVar, username, `set with ${passwordVar} (an ACL user logs in with its password)`)
  return { ...(username ? { username } : {}), ...(password ? { password } : {}) }
}

/**
 * A Redis Cluster (REDIS_CLUSTER_NODES) or a Sentinel set (REDIS_SENTINELS, REDIS_SENTINEL_NAME,
 * default `mymaster`, REDIS_SENTINEL_USERNAME / REDIS_SENTINEL_PASSWORD for the sentinels themselves), with
 * REDIS_USERNAME / REDIS_PASSWORD for their servers, REDIS_TLS / REDIS_TLS_CA_FILE, and REDIS_WAIT_REPLICAS
 * (replicas that hold a revocation before the answer; default 1 with Sentinel). One topology at a time, and not
 * with REDIS_URL: which one was meant cannot be guessed. A variable the chosen topology never reads (REDIS_PASSWORD
 * beside a REDIS_URL, which carries its own) is refused by loadAuthServerConfig (unreadVariables.ts).
 */
export function loadRedisTopology(env: Env): RedisSettings {
  const cluster = hostPorts(env, 'REDIS_CLUSTER_NODES')
  const sentinels = hostPorts(env, 'REDIS_SENTINELS')
  const chosen = [env.REDIS_URL?.trim() && 'REDIS_URL', cluster && 'REDIS_CLUSTER_NODES', sentinels && 'REDIS_SENTINELS'].filter(Boolean)
  if (chosen.length > 1) throw envError(chosen[1] as string, env[chosen[1] as string]!, `set one of REDIS_URL, REDIS_CLUSTER_NODES and REDIS_SENTINELS (also set: ${chosen[0]})`)
  const { username, password } = credentials(env, 'REDIS_USERNAME', 'REDIS_PASSWORD')
  const servers = { ...(username ? { redisUsername: username } : {}), redisPassword: password }
  const waitText = env.REDIS_WAIT_REPLICAS?.trim()
  if (waitText && (!/^\d+$/.test(waitText) || Number(waitText) > 10)) throw envError('REDIS_WAIT_REPLICAS', env.REDIS_WAIT_REPLICAS!, 'a whole number from 0 to 10 (replicas that must hold a revocation before the answer)')
  const wait = waitText ? { redisWaitReplicas: Number(waitText) } : {}
  const tls = loadRedisTls(env)
  if (cluster) return { redisCluster: cluster, ...servers, ...tls, ...wait }
  if (sentinels) {
    const own = credentials(env, 'REDIS_SENTINEL_USERNAME', 'REDIS_SENTINEL_PASSWORD')
    const sentinel = { ...(own.username ? { redisSentinelUsername: own.username } : {}), redisSentinelPassword: own.password }
    return { redisSentinel: { sentinels, name: env.REDIS_SENTINEL_NAME?.trim() || 'mymaster' }, ...servers, ...sentinel, ...tls, ...wait }
  }
  return { ...tls, ...wait }
}
