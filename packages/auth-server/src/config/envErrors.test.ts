import { describe, expect, test } from 'vitest'
import { createAuthServer } from '../createAuthServer.js'
import { ConfigError } from '../errors.js'
import { loadAuthServerConfig } from './loadAuthServerConfig.js'

/** The ConfigError's details for an environment, or the failure of the test when it loads. */
function detailsOf(env: Record<string, string>): string {
  try {
    createAuthServer(loadAuthServerConfig(env))
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as ConfigError).details ?? ''
  }
  throw new Error(`loaded: ${JSON.stringify(env)}`)
}

describe('a bad value names its variable', () => {
  test('behavior: AUTH_ORIGIN without a scheme', () => {
    expect(detailsOf({ AUTH_ORIGIN: 'localhost:5173' })).toBe(
      'AUTH_ORIGIN="localhost:5173": an absolute http(s) URL such as http://localhost:5173 (scheme included)',
    )
    expect(detailsOf({ NEXTAUTH_URL: 'not a url' })).toMatch(/^NEXTAUTH_URL="not a url": an absolute http\(s\) URL/)
  })

  test('behavior: AUTH_SECRET too short (its value is never printed)', () => {
    expect(detailsOf({ AUTH_SECRET: 'short' })).toBe('AUTH_SECRET="<hidden>": secret must be at least 32 bytes')
  })

  test('behavior: AUTH_STATEMENT over two lines', () => {
    expect(detailsOf({ AUTH_STATEMENT: 'Sign in\nplease' })).toMatch(/^AUTH_STATEMENT="Sign in\\nplease": statement must be one line/)
  })

  test('behavior: REDIS_URL, AUTH_CHAIN_IDS, AUTH_RPC_<id>, AUTH_CORS_ORIGINS, AUTH_CORS_CREDENTIALS, AUTH_TOKEN_TTL, AUTH_TRUSTED_PROXIES', () => {
    expect(detailsOf({ REDIS_URL: 'localhost:6379' })).toMatch(/^REDIS_URL="localhost:6379": redisUrl must start with redis:\/\//)
    expect(detailsOf({ AUTH_CHAIN_IDS: 'base' })).toBe('AUTH_CHAIN_IDS="base": comma-separated chain ids such as 1,8453')
    expect(detailsOf({ AUTH_RPC_8453: 'mainnet.base.org' })).toBe('AUTH_RPC_8453="mainnet.base.org": comma-separated http(s) or ws(s) RPC URLs')
    expect(detailsOf({ AUTH_CORS_ORIGINS: 'localhost:5173' })).toMatch(/^AUTH_CORS_ORIGINS="localhost:5173": comma-separated origins .*"localhost:5173" is not one$/)
    expect(detailsOf({ AUTH_CORS_ORIGINS: 'http://localhost:5173/app' })).toMatch(/^AUTH_CORS_ORIGINS=/)
    expect(detailsOf({ AUTH_CORS_ORIGINS: '*', AUTH_CORS_CREDENTIALS: '1' })).toBe('AUTH_CORS_CREDENTIALS="1": credentials cannot be allowed for AUTH_CORS_ORIGINS=*')
    expect(detailsOf({ AUTH_TOKEN_TTL: 'a day' })).toBe('AUTH_TOKEN_TTL="a day": seconds or a duration such as 24h')
    expect(detailsOf({ AUTH_TRUSTED_PROXIES: '-1' })).toBe('AUTH_TRUSTED_PROXIES="-1": a whole number from 0 to 10 (proxies in front that append to X-Forwarded-For)')
    expect(detailsOf({ AUTH_TRUST_PROXY: 'true' })).toMatch(/^AUTH_TRUST_PROXY="true": no longer read: set AUTH_TRUSTED_PROXIES/)
  })
})

describe('new variables', () => {
  test('parameters: AUTH_STATEMENT sets the message statement', () => {
    expect(loadAuthServerConfig({ AUTH_STATEMENT: 'Sign in to Acme.' }).statement).toBe('Sign in to Acme.')
  })

  test('parameters: AUTH_RPC_<id> gives any chain an RPC and allows it beside the six', () => {
    const config = loadAuthServerConfig({ AUTH_RPC_8453: 'https://mainnet.base.org, https://base.example' })
    expect(config.rpc?.urls).toEqual({ '8453': ['https://mainnet.base.org', 'https://base.example'] })
    expect(config.chainIds).toContain(8453)
    expect(config.chainIds).toContain(1)
    // AUTH_CHAIN_IDS still decides when set.
    expect(loadAuthServerConfig({ AUTH_RPC_8453: 'https://mainnet.base.org', AUTH_CHAIN_IDS: '1' }).chainIds).toEqual([1])
  })

  test('parameters: AUTH_CORS_ORIGINS and AUTH_CORS_CREDENTIALS', () => {
    expect(loadAuthServerConfig({ AUTH_CORS_ORIGINS: 'http://localhost:5173, https://app.example' }).cors).toEqual({
      origins: ['http://localhost:5173', 'https://app.example'],
      credentials: false,
    })
    expect(loadAuthServerConfig({ AUTH_CORS_ORIGINS: 'http://localhost:5173', AUTH_CORS_CREDENTIALS: 'true' }).cors?.credentials).toBe(true)
    expect(loadAuthServerConfig({}).cors).toBeUndefined()
  })
})
