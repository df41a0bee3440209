import type { z } from 'zod'
import { ConfigError } from '../errors.js'
import { texts } from '../texts.js'

export type Env = Record<string, string | undefined>

const DURATION = /^(\d+)\s*(s|m|h|d)?$/
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** A ConfigError whose details start with the variable's name, so an operator knows what to fix. */
export function envError(name: string, value: string, expected: string, cause?: unknown): ConfigError {
  return new ConfigError(texts.config_invalid, { details: `${name}=${JSON.stringify(value)}: ${expected}`, cause })
}

/** Validates one variable's value with the schema field it feeds, naming the variable on failure. */
export function checkField<T>(name: string, raw: string, field: z.ZodType<T>, value: unknown = raw): T {
  const result = field.safeParse(value)
  if (result.success) return result.data
  throw envError(name, raw, result.error.issues.map((issue) => issue.message).join('; '))
}

/** `AUTH_TOKEN_TTL`: seconds, or a number with s, m, h or d (e.g. `24h`). */
export function parseTtl(value: string): number {
  const match = DURATION.exec(value.trim())
  if (!match) throw envError('AUTH_TOKEN_TTL', value, 'seconds or a duration such as 24h')
  return Number(match[1]) * UNIT_SECONDS[(match[2] ?? 's') as keyof typeof UNIT_SECONDS]
}

/** 1/true or 0/false; unset keeps the caller's default; anything else fails. */
export function parseFlag(value: string | undefined, name: string, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase()
  if (!text) return fallback
  if (text === '1' || text === 'true') return true
  if (text === '0' || text === 'false') return false
  throw envError(name, value!, 'one of 1, true, 0, false')
}

/**
 * `AUTH_TRUSTED_PROXIES`: how many proxies in front append to X-Forwarded-For (0 to 10). The old
 * `AUTH_TRUST_PROXY=1` took the first entry, which the client writes: refused, naming the new one.
 */
export function parseTrustedProxies(env: Env, fallback: number): number {
  const legacy = env.AUTH_TRUST_PROXY?.trim().toLowerCase()
  if (legacy && legacy !== '0' && legacy !== 'false') {
    throw envError('AUTH_TRUST_PROXY', env.AUTH_TRUST_PROXY!, 'no longer read: set AUTH_TRUSTED_PROXIES to the number of proxies in front that append to X-Forwarded-For (0 when clients connect directly)')
  }
  const value = env.AUTH_TRUSTED_PROXIES?.trim()
  if (!value) return fallback
  const count = Number(value)
  if (!/^\d+$/.test(value) || count > 10) throw envError('AUTH_TRUSTED_PROXIES', env.AUTH_TRUSTED_PROXIES!, 'a whole number from 0 to 10 (proxies in front that append to X-Forwarded-For)')
  return count
}

/** An http(s) origin such as http://localhost:5173 (a bare `localhost:5173` parses as a URL scheme). */
export function parseOrigin(value: string, name: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch (error) {
    throw envError(name, value, 'an absolute http(s) URL such as http://localhost:5173', error)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host === '') {
    throw envError(name, value, 'an absolute http(s) URL such as http://localhost:5173 (scheme included)')
  }
  return url
}

/** Comma-separated positive chain ids. */
export function parseChainIds(value: string, name: string): number[] {
  const ids = value.split(',').map((part) => Number(part.trim()))
  if (ids.length === 0 || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw envError(name, value, 'comma-separated chain ids such as 1,8453')
  return ids
}

const RPC_VARIABLE = /^AUTH_RPC_(\d+)$/

/** `AUTH_RPC_<chainId>=url[,url]`: RPC endpoints for any chain, e.g. one outside @stardust/chains. */
export function parseRpcUrls(env: Env): Record<string, string[]> {
  const urls: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(env)) {
    const match = RPC_VARIABLE.exec(name)
    if (!match || !value?.trim()) continue
    const list = value.split(',').map((part) => part.trim()).filter(Boolean)
    for (const url of list) {
      if (!/^(https?|wss?):\/\/[^/]/.test(url)) throw envError(name, value, 'comma-separated http(s) or ws(s) RPC URLs')
    }
    urls[String(Number(match[1]))] = list
  }
  return urls
}

/** Comma-separated page origins for CORS, or `*`. */
export function parseCorsOrigins(value: string, name: string, isOrigin: (value: string) => boolean): string[] {
  const origins = value.split(',').map((part) => part.trim()).filter(Boolean)
  const bad = origins.find((origin) => !isOrigin(origin))
  if (origins.length === 0 || bad !== undefined) {
    throw envError(name, value, `comma-separated origins such as http://localhost:5173 (scheme, host and port; no path), or *${bad === undefined ? '' : `; "${bad}" is not one`}`)
  }
  return origins
}
