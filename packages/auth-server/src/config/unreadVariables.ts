import type { Env } from './envValues.js'

/** A variable that is set but that the configuration around it never reads, and what to do about it. */
export type UnreadVariable = {
  name: string
  /** Why it is never read and how to make the setting unambiguous; never the value (passwords). */
  reason: string
}

const isSet = (env: Env, name: string) => Boolean(env[name]?.trim())
const isOff = (env: Env, name: string) => ['0', 'false'].includes(env[name]?.trim().toLowerCase() ?? '')

const REDIS_CHOICE = 'REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS'
const SENTINEL_ONLY = ['REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_USERNAME', 'REDIS_SENTINEL_PASSWORD']
const NEEDS_REDIS = ['REDIS_USERNAME', 'REDIS_PASSWORD', 'REDIS_TLS', 'REDIS_TLS_CA_FILE', 'REDIS_WAIT_REPLICAS', ...SENTINEL_ONLY]

/**
 * The auth server's variables that are set but never read in the mode the others choose: an operator who changes
 * one (a rotated REDIS_PASSWORD beside a REDIS_URL whose own password wins) would believe it used. loadAuthServerConfig
 * refuses them (UnreadVariableError); the site's start names them with its other findings.
 */
export function unreadVariables(env: Env): UnreadVariable[] {
  return [...unreadRedisVariables(env), ...unreadCorsVariables(env)]
}

/**
 * A REDIS_URL carries its user and password and says TLS with `rediss://`; the sentinels' variables belong to
 * REDIS_SENTINELS; without any Redis the store is in memory and reads none of them. Several topologies at once are
 * refused by loadRedisTopology itself.
 */
function unreadRedisVariables(env: Env): UnreadVariable[] {
  const url = env.REDIS_URL?.trim()
  const topology = url ? 'REDIS_URL' : isSet(env, 'REDIS_CLUSTER_NODES') ? 'REDIS_CLUSTER_NODES' : isSet(env, 'REDIS_SENTINELS') ? 'REDIS_SENTINELS' : undefined
  const set = (names: string[]) => names.filter((name) => isSet(env, name))
  if (!topology) {
    return set(NEEDS_REDIS).map((name) => ({ name, reason: `never read without Redis (the sign-in store is in memory): set ${REDIS_CHOICE}, or unset ${name}` }))
  }
  const unread: UnreadVariable[] = []
  if (topology === 'REDIS_URL') {
    for (const name of set(['REDIS_USERNAME', 'REDIS_PASSWORD'])) {
      unread.push({ name, reason: `never read beside REDIS_URL, whose own user and password are used: put them in the URL (its user:password@ part) and unset ${name}` })
    }
    if (/^rediss:/i.test(url!) && isOff(env, 'REDIS_TLS')) unread.push({ name: 'REDIS_TLS', reason: 'says off beside a rediss:// REDIS_URL, which is TLS: unset REDIS_TLS, or use a redis:// URL' })
  }
  if (topology !== 'REDIS_SENTINELS') {
    for (const name of set(SENTINEL_ONLY)) unread.push({ name, reason: `read only with REDIS_SENTINELS, never beside ${topology}: unset ${name}` })
  }
  if (isOff(env, 'REDIS_TLS') && isSet(env, 'REDIS_TLS_CA_FILE')) unread.push({ name: 'REDIS_TLS_CA_FILE', reason: 'never read with REDIS_TLS=0 (TLS off): unset one of the two' })
  return unread
}

/** AUTH_CORS_CREDENTIALS says whether the origins of AUTH_CORS_ORIGINS may send credentials: alone, nothing reads it. */
function unreadCorsVariables(env: Env): UnreadVariable[] {
  if (!isSet(env, 'AUTH_CORS_CREDENTIALS') || isSet(env, 'AUTH_CORS_ORIGINS')) return []
  return [{ name: 'AUTH_CORS_CREDENTIALS', reason: 'read only with AUTH_CORS_ORIGINS: set the origins allowed, or unset AUTH_CORS_CREDENTIALS' }]
}
