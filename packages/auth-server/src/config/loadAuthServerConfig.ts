import { DEV_ORIGIN, DEV_SECRET } from '../constants.js'
import { ConfigError } from '../errors.js'
import { texts } from '../texts.js'
import { assertProductionSecret } from './parseAuthServerConfig.js'
import type { AuthServerConfigInput } from './schema.js'

type Env = Record<string, string | undefined>

const DURATION = /^(\d+)\s*(s|m|h|d)?$/
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** `AUTH_TOKEN_TTL`: seconds, or a number with s, m, h or d (e.g. `24h`). */
function parseTtl(value: string): number {
  const match = DURATION.exec(value.trim())
  if (!match) throw new ConfigError(texts.config_invalid, { details: `AUTH_TOKEN_TTL must be seconds or a duration like 24h, got "${value}"` })
  return Number(match[1]) * UNIT_SECONDS[(match[2] ?? 's') as keyof typeof UNIT_SECONDS]
}

/** `AUTH_RATE_LIMIT_*`: requests per minute, for nonce and login each. */
function parseRate(value: string | undefined, name: string): { limit: number; windowMs: number } | undefined {
  if (!value) return undefined
  const limit = Number(value)
  if (!Number.isSafeInteger(limit) || limit <= 0) throw new ConfigError(texts.config_invalid, { details: `${name} must be a positive integer (requests per minute), got "${value}"` })
  return { limit, windowMs: 60_000 }
}

/** `AUTH_TRUST_PROXY`: 1/true or 0/false; unset keeps the caller's default; anything else fails. */
function parseFlag(value: string | undefined, name: string, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase()
  if (!text) return fallback
  if (text === '1' || text === 'true') return true
  if (text === '0' || text === 'false') return false
  throw new ConfigError(texts.config_invalid, { details: `${name} must be 1, true, 0 or false, got "${value}"` })
}

/** What the caller runs behind when the environment says nothing (the Next mount: a proxy). */
export interface LoadAuthServerConfigDefaults {
  trustProxy?: boolean
}

function parseOrigin(value: string, name: string): URL {
  try {
    return new URL(value)
  } catch (error) {
    throw new ConfigError(texts.config_invalid, { details: `${name} must be an absolute URL, got "${value}"`, cause: error })
  }
}

/**
 * Builds a configuration from environment variables, with development defaults:
 * AUTH_SECRET, AUTH_TOKEN_TTL, REDIS_URL (a Redis store instead of memory),
 * AUTH_ORIGIN or NEXTAUTH_URL (domain and uri), AUTH_CHAIN_IDS, AUTH_TRUST_PROXY,
 * AUTH_RATE_LIMIT_IP / AUTH_RATE_LIMIT_ADDRESS (per minute), NEXT_PUBLIC_RPC_*.
 * With NODE_ENV=production a missing or default AUTH_SECRET throws ConfigError.
 */
export function loadAuthServerConfig(env: Env = process.env, defaults: LoadAuthServerConfigDefaults = {}): AuthServerConfigInput {
  const production = env.NODE_ENV === 'production'
  const secret = env.AUTH_SECRET?.trim() || undefined
  assertProductionSecret(production, secret)
  const originName = env.AUTH_ORIGIN ? 'AUTH_ORIGIN' : 'NEXTAUTH_URL'
  const origin = parseOrigin(env.AUTH_ORIGIN || env.NEXTAUTH_URL || DEV_ORIGIN, originName)
  const config: AuthServerConfigInput = {
    domain: origin.host,
    uri: origin.origin,
    secret: secret ?? DEV_SECRET,
    production,
    trustProxy: parseFlag(env.AUTH_TRUST_PROXY, 'AUTH_TRUST_PROXY', defaults.trustProxy ?? false),
    rpc: { env },
  }
  if (env.AUTH_TOKEN_TTL) config.tokenTtlSeconds = parseTtl(env.AUTH_TOKEN_TTL)
  if (env.AUTH_CHAIN_IDS) {
    const ids = env.AUTH_CHAIN_IDS.split(',').map((part) => Number(part.trim()))
    if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      throw new ConfigError(texts.config_invalid, { details: `AUTH_CHAIN_IDS must be comma-separated chain ids, got "${env.AUTH_CHAIN_IDS}"` })
    }
    config.chainIds = ids
  }
  if (env.REDIS_URL) config.redisUrl = env.REDIS_URL
  const perIp = parseRate(env.AUTH_RATE_LIMIT_IP, 'AUTH_RATE_LIMIT_IP')
  const perAddress = parseRate(env.AUTH_RATE_LIMIT_ADDRESS, 'AUTH_RATE_LIMIT_ADDRESS')
  if (perIp || perAddress) {
    const pair = { ...(perIp ? { perIp } : {}), ...(perAddress ? { perAddress } : {}) }
    config.rateLimits = { nonce: pair, login: pair }
  }
  return config
}
