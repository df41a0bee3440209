import { DEFAULT_RATE_LIMITS, MAX_NONCES_PER_ADDRESS, MAX_NONCES_TOTAL } from '../constants.js'
import { DEFAULT_IPV6_PREFIX } from '../http/clientIp.js'
import type { AuthServerConfigInput } from './schema.js'
import { type Env, envError } from './envValues.js'

/** A whole number within bounds, or the fallback when unset; anything else names the variable. */
function whole(env: Env, name: string, fallback: number, min: number, max: number, what: string): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  const number = Number(value)
  if (!/^\d+$/.test(value) || number < min || number > max) throw envError(name, env[name]!, `${what}, a whole number from ${min} to ${max}`)
  return number
}

const MAX_BUDGET = 1_000_000

/**
 * The limits from the environment (docs/configuration.md lists each with its default):
 * AUTH_RATE_LIMIT_WINDOW (seconds), AUTH_RATE_LIMIT_IP / AUTH_RATE_LIMIT_ADDRESS (nonce and login
 * both), AUTH_NONCE_LIMIT_IP, AUTH_NONCE_LIMIT_ADDRESS, AUTH_LOGIN_LIMIT_IP, AUTH_LOGIN_LIMIT_ADDRESS
 * (one route, over the pair), AUTH_MAX_NONCES_PER_ADDRESS, AUTH_MAX_NONCES_TOTAL, AUTH_IPV6_PREFIX.
 */
export function loadLimits(env: Env): Pick<AuthServerConfigInput, 'rateLimits' | 'nonceLimits' | 'ipv6Prefix'> {
  const windowMs = whole(env, 'AUTH_RATE_LIMIT_WINDOW', DEFAULT_RATE_LIMITS.nonce.perIp.windowMs / 1000, 1, 86_400, 'seconds') * 1000
  const budget = (route: 'nonce' | 'login', who: 'perIp' | 'perAddress') => {
    const pair = who === 'perIp' ? 'AUTH_RATE_LIMIT_IP' : 'AUTH_RATE_LIMIT_ADDRESS'
    const own = `AUTH_${route.toUpperCase()}_LIMIT_${who === 'perIp' ? 'IP' : 'ADDRESS'}`
    const shared = whole(env, pair, DEFAULT_RATE_LIMITS[route][who].limit, 1, MAX_BUDGET, 'requests per window')
    return { limit: whole(env, own, shared, 1, MAX_BUDGET, 'requests per window'), windowMs }
  }
  return {
    rateLimits: {
      nonce: { perIp: budget('nonce', 'perIp'), perAddress: budget('nonce', 'perAddress') },
      login: { perIp: budget('login', 'perIp'), perAddress: budget('login', 'perAddress') },
    },
    nonceLimits: {
      perAddress: whole(env, 'AUTH_MAX_NONCES_PER_ADDRESS', MAX_NONCES_PER_ADDRESS, 1, 100, 'outstanding nonces per address'),
      total: whole(env, 'AUTH_MAX_NONCES_TOTAL', MAX_NONCES_TOTAL, 1, 100_000_000, 'outstanding nonces in total'),
    },
    ipv6Prefix: whole(env, 'AUTH_IPV6_PREFIX', DEFAULT_IPV6_PREFIX, 16, 128, 'the prefix length IPv6 clients are grouped by'),
  }
}
