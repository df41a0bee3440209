import { describe, expect, test } from 'vitest'
import { halfConfigured } from './halfConfigured'
import { parseServerEnv, ServerEnvError } from './serverEnvSchema'

const PASSWORD = 'rotated-password-0123'
const FLEET = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48), DATABASE_URL: 'postgres://app:pw@db:5432/stardust', REDIS_URL: 'rediss://stardust:old@cache:6380' }

const refusal = (env: Record<string, string>) => {
  try {
    parseServerEnv(env)
  } catch (error) {
    if (error instanceof ServerEnvError) return error
    throw error
  }
  return undefined
}

describe('halfConfigured', () => {
  test('default: a fleet, a single instance and development as documented are unambiguous', () => {
    expect(halfConfigured(FLEET)).toEqual([])
    expect(halfConfigured({ NODE_ENV: 'production', STARDUST_SINGLE_INSTANCE: '1', STARDUST_DATA_DIR: '/data' })).toEqual([])
    expect(halfConfigured({ NEXTAUTH_URL: 'https://stardust.example/api/auth', AUTH_ORIGIN: 'https://stardust.example' })).toEqual([])
    expect(halfConfigured({})).toEqual([])
  })

  test('behavior: REDIS_PASSWORD beside REDIS_URL is named with what to do, never its value', () => {
    const found = halfConfigured({ ...FLEET, REDIS_PASSWORD: PASSWORD })
    expect(found).toEqual(['REDIS_PASSWORD: never read beside REDIS_URL, whose own user and password are used: put them in the URL (its user:password@ part) and unset REDIS_PASSWORD'])
  })

  test('behavior: the PGlite folder beside DATABASE_URL, and AUTH_ORIGIN naming another origin than NEXTAUTH_URL', () => {
    expect(halfConfigured({ ...FLEET, STARDUST_DATA_DIR: '/data' })).toEqual([
      'STARDUST_DATA_DIR: never read beside DATABASE_URL (the ledger is in PostgreSQL, the PGlite folder unused): unset STARDUST_DATA_DIR',
    ])
    expect(halfConfigured({ AUTH_ORIGIN: 'https://stardust.example', NEXTAUTH_URL: 'https://www.stardust.example' })).toEqual([
      "AUTH_ORIGIN: names another origin than NEXTAUTH_URL (sign-in messages would name one, next-auth answer for the other): set both to the site's public origin, or unset AUTH_ORIGIN",
    ])
  })
})

describe('parseServerEnv at start', () => {
  test('behavior: a half-configured start is refused with every finding beside the others, a build is not', () => {
    const env = { ...FLEET, REDIS_PASSWORD: PASSWORD, REDIS_SENTINEL_NAME: 'main', STARDUST_DATA_DIR: '/data', LOG_LEVEL: 'loud' }
    const error = refusal(env)
    expect(error?.problems.map((problem) => problem.split(':')[0])).toEqual(['LOG_LEVEL', 'REDIS_PASSWORD', 'REDIS_SENTINEL_NAME', 'STARDUST_DATA_DIR'])
    expect(error?.message).not.toContain(PASSWORD)
    // A build's prerendering serves nobody: only the malformed value stops it.
    expect(() => parseServerEnv({ ...env, LOG_LEVEL: 'warn' }, { atStart: false })).not.toThrow()
    expect(refusal({ ...FLEET, REDIS_PASSWORD: '' })).toBeUndefined()
  })
})
