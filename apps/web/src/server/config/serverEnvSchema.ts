import { LOCAL_RPC_ENV_VAR, RPC_ENV_VARS } from '@stardust/chains'
import { z } from 'zod'
import { missingForProduction } from './deploymentMode'

type Env = Record<string, string | undefined>

const canParse = (value: string, protocols: RegExp): boolean => {
  try {
    const url = new URL(value)
    return protocols.test(url.protocol) && url.hostname !== ''
  } catch {
    return false
  }
}

// Messages say what is expected, never the value: URLs carry passwords and keys.
const wholeMs = z.string().regex(/^[1-9]\d*$/, 'must be a whole number of milliseconds, more than 0')
const count = z.string().regex(/^[1-9]\d*$/, 'must be a whole number, more than 0')
const postgresUrl = z.string().refine((v) => canParse(v, /^postgres(?:ql)?:$/), 'must be a postgres:// or postgresql:// URL with a host')
const redisUrl = z.string().refine((v) => canParse(v, /^rediss?:$/), 'must be a redis:// or rediss:// URL with a host')
const rpcList = z
  .string()
  .refine((v) => v.split(',').every((entry) => entry.trim() === '' || canParse(entry.trim(), /^(?:https?|wss?):$/)), 'must be a comma-separated list of http(s) or ws(s) URLs')
const json = z.string().refine((v) => {
  try {
    JSON.parse(v)
    return true
  } catch {
    return false
  }
}, 'must be JSON')

const rpcVariables = Object.fromEntries([...Object.values(RPC_ENV_VARS), LOCAL_RPC_ENV_VAR].map((name) => [name, rpcList.optional()]))

/**
 * The server's environment, as one schema: every variable the site's server reads that no package
 * parses itself (the auth server checks AUTH_* with its own; deployments' contents are checked by
 * @stardust/contracts). Unset and blank are the same: the default applies.
 */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  DATABASE_URL: postgresUrl.optional(),
  STARDUST_DATA_DIR: z.string().optional(),
  REDIS_URL: redisUrl.optional(),
  // A Redis Cluster or Sentinel set instead of REDIS_URL; the auth server checks their values.
  REDIS_CLUSTER_NODES: z.string().optional(),
  REDIS_SENTINELS: z.string().optional(),
  REDIS_SENTINEL_NAME: z.string().optional(),
  REDIS_PASSWORD: z.string().optional(),
  REDIS_WAIT_REPLICAS: z.string().regex(/^\d+$/, 'must be a whole number').optional(),
  STARDUST_SINGLE_INSTANCE: z.enum(['1'], 'must be 1 or unset').optional(),
  STARDUST_DEPLOYMENTS: json.optional(),
  STARDUST_FIGURES_FRESH_MS: wholeMs.optional(),
  STARDUST_FIGURES_STALE_MS: wholeMs.optional(),
  STARDUST_GAME_SESSIONS_PER_ACCOUNT: count.optional(),
  STARDUST_GAME_SESSIONS_PER_CLIENT: count.optional(),
  STARDUST_GAME_SESSIONS_WINDOW_MS: wholeMs.optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (a random token: openssl rand -hex 32)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ...rpcVariables,
})

export type ServerEnv = z.infer<typeof serverEnvSchema>

/** A server environment that does not fit the schema: each variable named with the reason. */
export class ServerEnvError extends Error {
  override name = 'ServerEnvError'
  constructor(readonly problems: string[]) {
    super(problems.join('; '))
  }
}

/** The server environment, parsed; throws ServerEnvError naming each bad variable and why (never its value), and each one production lacks. */
export function parseServerEnv(env: Env): ServerEnv {
  const known = Object.fromEntries(Object.keys(serverEnvSchema.shape).map((name) => [name, env[name]?.trim() || undefined]))
  const result = serverEnvSchema.safeParse(known)
  const missing = missingForProduction(known)
  if (result.success && missing.length === 0) return result.data
  throw new ServerEnvError([...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)), ...missing])
}
