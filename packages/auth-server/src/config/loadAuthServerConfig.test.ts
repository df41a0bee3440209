import { describe, expect, test } from 'vitest'
import { DEV_SECRET } from '../constants.js'
import { createAuthServer } from '../createAuthServer.js'
import { ConfigError } from '../errors.js'
import { loadAuthServerConfig } from './loadAuthServerConfig.js'
import { redisTopologyOf } from './redisTopology.js'

const strong = 'a-real-production-secret-with-more-than-32-bytes'

describe('loadAuthServerConfig', () => {
  test('default: development defaults with no variables set, and they start a server', async () => {
    const config = loadAuthServerConfig({})
    expect(config).toMatchObject({ domain: 'localhost:3000', uri: 'http://localhost:3000', secret: DEV_SECRET, production: false, trustedProxies: 0 })
    const server = createAuthServer(config)
    await server.close()
  })

  test('behavior: process.env itself (an exotic object) loads and starts a server', async () => {
    const server = createAuthServer({ ...loadAuthServerConfig(process.env), production: false })
    await server.close()
  })

  test('parameters: NEXTAUTH_URL, AUTH_ORIGIN (wins), AUTH_TOKEN_TTL, AUTH_CHAIN_IDS, REDIS_URL, AUTH_TRUSTED_PROXIES', () => {
    expect(loadAuthServerConfig({ NEXTAUTH_URL: 'https://app.example.com/api/auth' })).toMatchObject({ domain: 'app.example.com', uri: 'https://app.example.com' })
    expect(loadAuthServerConfig({ NEXTAUTH_URL: 'https://a.example', AUTH_ORIGIN: 'https://b.example:8443' })).toMatchObject({ domain: 'b.example:8443', uri: 'https://b.example:8443' })
    expect(loadAuthServerConfig({ AUTH_TOKEN_TTL: '3600' }).tokenTtlSeconds).toBe(3600)
    expect(loadAuthServerConfig({ AUTH_TOKEN_TTL: '2h' }).tokenTtlSeconds).toBe(7200)
    expect(loadAuthServerConfig({ AUTH_CHAIN_IDS: '42161, 1' }).chainIds).toEqual([42161, 1])
    expect(loadAuthServerConfig({ REDIS_URL: 'redis://127.0.0.1:6390' }).redisUrl).toBe('redis://127.0.0.1:6390')
    expect(loadAuthServerConfig({ AUTH_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2)
    expect(loadAuthServerConfig({ AUTH_DPOP_REQUIRED: '1' }).dpop).toEqual({ required: true })
    expect(loadAuthServerConfig({}).dpop).toBeUndefined()
    // The caller's default holds only while the variable is unset: 0 always means clients connect directly.
    expect(loadAuthServerConfig({}, { trustedProxies: 1 }).trustedProxies).toBe(1)
    expect(loadAuthServerConfig({ AUTH_TRUSTED_PROXIES: '0' }, { trustedProxies: 1 }).trustedProxies).toBe(0)
    // The old switch's off values still read as off.
    expect(loadAuthServerConfig({ AUTH_TRUST_PROXY: 'false' }).trustedProxies).toBe(0)
    // The pair sets both routes; a route's own variable wins; the window applies to every budget.
    expect(loadAuthServerConfig({ AUTH_RATE_LIMIT_IP: '600', AUTH_LOGIN_LIMIT_IP: '50', AUTH_RATE_LIMIT_WINDOW: '30' }).rateLimits).toEqual({
      nonce: { perIp: { limit: 600, windowMs: 30_000 }, perAddress: { limit: 20, windowMs: 30_000 } },
      login: { perIp: { limit: 50, windowMs: 30_000 }, perAddress: { limit: 20, windowMs: 30_000 } },
    })
    expect(loadAuthServerConfig({}).rateLimits).toEqual({
      nonce: { perIp: { limit: 500, windowMs: 60_000 }, perAddress: { limit: 20, windowMs: 60_000 } },
      login: { perIp: { limit: 500, windowMs: 60_000 }, perAddress: { limit: 20, windowMs: 60_000 } },
    })
    expect(loadAuthServerConfig({ AUTH_MAX_NONCES_TOTAL: '5000', AUTH_MAX_NONCES_PER_ADDRESS: '3' }).nonceLimits).toEqual({ perAddress: 3, total: 5000 })
    expect(loadAuthServerConfig({ AUTH_IPV6_PREFIX: '56' }).ipv6Prefix).toBe(56)
    expect(loadAuthServerConfig({}).ipv6Prefix).toBe(64)
    expect(loadAuthServerConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, 10.0.0.2:7000', REDIS_PASSWORD: 'pw' })).toMatchObject({
      redisCluster: ['10.0.0.1:7000', '10.0.0.2:7000'],
      redisPassword: 'pw',
    })
    expect(loadAuthServerConfig({ REDIS_SENTINELS: 's1:26379,[::1]:26380', REDIS_WAIT_REPLICAS: '2' })).toMatchObject({
      redisSentinel: { sentinels: ['s1:26379', '[::1]:26380'], name: 'mymaster' },
      redisWaitReplicas: 2,
    })
    expect(loadAuthServerConfig({ REDIS_SENTINELS: 's1:26379', REDIS_PASSWORD: 'pw', REDIS_SENTINEL_PASSWORD: 'spw', REDIS_TLS: '1' })).toMatchObject({ redisPassword: 'pw', redisSentinelPassword: 'spw', redisTls: {} })
    expect(loadAuthServerConfig({ REDIS_CLUSTER_NODES: 'a:7000', REDIS_WAIT_REPLICAS: '1' })).toMatchObject({ redisCluster: ['a:7000'], redisWaitReplicas: 1 })
    // Redis 6 ACL users: the servers' and the sentinels' own, each with its password.
    const acl = loadAuthServerConfig({ REDIS_SENTINELS: 's1:26379', REDIS_USERNAME: 'stardust', REDIS_PASSWORD: 'pw', REDIS_SENTINEL_USERNAME: 'watcher', REDIS_SENTINEL_PASSWORD: 'spw' })
    expect(acl).toMatchObject({ redisUsername: 'stardust', redisPassword: 'pw', redisSentinelUsername: 'watcher', redisSentinelPassword: 'spw' })
    expect(redisTopologyOf(acl)).toMatchObject({ kind: 'sentinel', username: 'stardust', password: 'pw', sentinelUsername: 'watcher', sentinelPassword: 'spw' })
    expect(redisTopologyOf(loadAuthServerConfig({ REDIS_CLUSTER_NODES: 'a:7000', REDIS_USERNAME: 'stardust', REDIS_PASSWORD: 'pw' }))).toMatchObject({ kind: 'cluster', username: 'stardust', password: 'pw' })
    expect(loadAuthServerConfig({ REDIS_URL: 'rediss://a:6380' }).redisTls).toBeUndefined()
  })

  test('behavior: bad values fail with the variable named', () => {
    expect(() => loadAuthServerConfig({ AUTH_TOKEN_TTL: 'soon' })).toThrowError(/AUTH_TOKEN_TTL/)
    expect(() => loadAuthServerConfig({ REDIS_CLUSTER_NODES: 'a:7000', REDIS_USERNAME: 'stardust' })).toThrowError(/REDIS_USERNAME="stardust": set with REDIS_PASSWORD/)
    expect(() => loadAuthServerConfig({ REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_USERNAME: 'watcher' })).toThrowError(/REDIS_SENTINEL_USERNAME="watcher": set with REDIS_SENTINEL_PASSWORD/)
    expect(() => loadAuthServerConfig({ REDIS_URL: 'redis://cache:6379', REDIS_USERNAME: 'stardust', REDIS_PASSWORD: 'pw' })).toThrowError(/REDIS_USERNAME: never read beside REDIS_URL/)
    expect(() => loadAuthServerConfig({ AUTH_CHAIN_IDS: '1,abc' })).toThrowError(/AUTH_CHAIN_IDS/)
    expect(() => loadAuthServerConfig({ NEXTAUTH_URL: 'not a url' })).toThrowError(/NEXTAUTH_URL/)
    expect(() => loadAuthServerConfig({ AUTH_RATE_LIMIT_ADDRESS: '-1' })).toThrowError(/AUTH_RATE_LIMIT_ADDRESS/)
    expect(() => loadAuthServerConfig({ AUTH_NONCE_LIMIT_IP: '0' })).toThrowError(/AUTH_NONCE_LIMIT_IP/)
    expect(() => loadAuthServerConfig({ AUTH_RATE_LIMIT_WINDOW: '1m' })).toThrowError(/AUTH_RATE_LIMIT_WINDOW/)
    expect(() => loadAuthServerConfig({ AUTH_IPV6_PREFIX: '129' })).toThrowError(/AUTH_IPV6_PREFIX/)
    expect(() => loadAuthServerConfig({ AUTH_MAX_NONCES_TOTAL: 'lots' })).toThrowError(/AUTH_MAX_NONCES_TOTAL/)
    expect(() => loadAuthServerConfig({ REDIS_CLUSTER_NODES: 'redis://a:7000' })).toThrowError(/REDIS_CLUSTER_NODES/)
    expect(() => loadAuthServerConfig({ REDIS_URL: 'redis://a:6379', REDIS_SENTINELS: 'a:26379' })).toThrowError(/REDIS_SENTINELS.*REDIS_URL/)
    expect(() => loadAuthServerConfig({ REDIS_CLUSTER_NODES: 'a:7000', REDIS_WAIT_REPLICAS: 'one' })).toThrowError(/REDIS_WAIT_REPLICAS/)
    expect(() => loadAuthServerConfig({ REDIS_SENTINELS: 'a:26379', REDIS_TLS: 'yes' })).toThrowError(/REDIS_TLS/)
    expect(() => loadAuthServerConfig({ REDIS_SENTINELS: 'a:26379', REDIS_TLS_CA_FILE: '/nowhere/ca.pem' })).toThrowError(/REDIS_TLS_CA_FILE/)
    expect(() => loadAuthServerConfig({ AUTH_TRUSTED_PROXIES: 'one' })).toThrowError(/AUTH_TRUSTED_PROXIES/)
    expect(() => loadAuthServerConfig({ AUTH_DPOP_REQUIRED: 'yes' })).toThrowError(/AUTH_DPOP_REQUIRED/)
    // The old switch took the first X-Forwarded-For entry: turning it on now stops the start.
    expect(() => loadAuthServerConfig({ AUTH_TRUST_PROXY: '1' })).toThrowError(/AUTH_TRUST_PROXY.*AUTH_TRUSTED_PROXIES/s)
  })

  test('behavior: production refuses a missing or default secret with a clear message', () => {
    for (const AUTH_SECRET of [undefined, '', DEV_SECRET]) {
      const load = () => loadAuthServerConfig({ NODE_ENV: 'production', AUTH_SECRET })
      expect(load).toThrowError(ConfigError)
      expect(load).toThrowError(/AUTH_SECRET must be set .* in production/)
    }
    expect(loadAuthServerConfig({ NODE_ENV: 'production', AUTH_SECRET: strong }).secret).toBe(strong)
  })
})

describe('createAuthServer configuration', () => {
  const base = { domain: 'localhost:3000', uri: 'http://localhost:3000', secret: strong, production: false }

  test('behavior: a short secret, bad domain, bad uri or empty chain list is refused, naming the field', () => {
    expect(() => createAuthServer({ ...base, secret: 'short' })).toThrowError(/secret must be at least 32 bytes/)
    expect(() => createAuthServer({ ...base, domain: 'bad domain' })).toThrowError(/domain/)
    expect(() => createAuthServer({ ...base, uri: 'not a uri' })).toThrowError(/uri/)
    expect(() => createAuthServer({ ...base, chainIds: [] })).toThrowError(/chainIds/)
    expect(() => createAuthServer({ ...base, statement: 'two\nlines' })).toThrowError(/statement/)
    // Valid RFC 3986 authority, but viem formats it into a message our grammar refuses.
    expect(() => createAuthServer({ ...base, domain: 'user@localhost:3000' })).toThrowError(/EIP-4361/)
  })

  test('behavior: production refuses the development secret even when passed directly', () => {
    expect(() => createAuthServer({ ...base, secret: DEV_SECRET, production: true })).toThrowError(/in production/)
  })
})
