type Env = Record<string, string | undefined>

/** The variable that lets a production instance run without PostgreSQL and Redis: `1`, on purpose. */
export const SINGLE_INSTANCE_VAR = 'STARDUST_SINGLE_INSTANCE'

/**
 * How the instance keeps its state, as readiness reports it:
 * `fleet`: PostgreSQL and Redis, any number of instances behind one address;
 * `single-instance`: production with STARDUST_SINGLE_INSTANCE=1 and PGlite or the memory store
 * (its ledger and sign-ins live in this one process's folder and memory);
 * `development`: anything not production.
 */
export type DeploymentMode = 'fleet' | 'single-instance' | 'development'

const set = (env: Env, name: string) => Boolean(env[name]?.trim())

/** Redis is configured: one server (REDIS_URL), a Redis Cluster (REDIS_CLUSTER_NODES) or a Sentinel set (REDIS_SENTINELS). */
export const redisConfigured = (env: Env) => set(env, 'REDIS_URL') || set(env, 'REDIS_CLUSTER_NODES') || set(env, 'REDIS_SENTINELS')

export function deploymentMode(env: Env): DeploymentMode {
  if (env.NODE_ENV?.trim() !== 'production') return 'development'
  return set(env, 'DATABASE_URL') && redisConfigured(env) ? 'fleet' : 'single-instance'
}

/**
 * What a production start lacks, as `<VARIABLE>: <why>` lines; none outside production or with
 * STARDUST_SINGLE_INSTANCE=1. Without them an instance would keep its ledger in a folder the next
 * deploy deletes and its sign-in nonces in memory another instance cannot read.
 */
export function missingForProduction(env: Env): string[] {
  if (deploymentMode(env) !== 'single-instance' || env[SINGLE_INSTANCE_VAR]?.trim() === '1') return []
  const hint = `required in production (or ${SINGLE_INSTANCE_VAR}=1 for one instance that keeps its state to itself)`
  return [
    ...(set(env, 'DATABASE_URL') ? [] : [`DATABASE_URL: a PostgreSQL URL is ${hint}`]),
    ...(redisConfigured(env) ? [] : [`REDIS_URL: a Redis URL (or REDIS_CLUSTER_NODES, REDIS_SENTINELS) is ${hint}`]),
  ]
}
