import { describe, expect, test } from 'vitest'
import { ConfigError, UnreadVariableError } from '../errors.js'
import { loadAuthServerConfig } from './loadAuthServerConfig.js'
import { redisTopologyOf } from './redisTopology.js'
import { unreadVariables } from './unreadVariables.js'

const names = (env: Record<string, string>) => unreadVariables(env).map(({ name }) => name)
const PASSWORD = 'rotated-password-0123'
const thrownBy = (run: () => unknown): unknown => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('unreadVariables', () => {
  test('default: nothing set, or every variable in the mode that reads it, is unambiguous', () => {
    expect(unreadVariables({})).toEqual([])
    expect(names({ REDIS_URL: 'rediss://stardust:pw@cache:6380', REDIS_TLS: '1', REDIS_TLS_CA_FILE: '/ca.pem', REDIS_WAIT_REPLICAS: '1' })).toEqual([])
    expect(names({ REDIS_CLUSTER_NODES: 'a:7000', REDIS_USERNAME: 'stardust', REDIS_PASSWORD: PASSWORD, REDIS_TLS: '1' })).toEqual([])
    const sentinel = { REDIS_SENTINELS: 's:26379', REDIS_SENTINEL_NAME: 'main', REDIS_PASSWORD: PASSWORD, REDIS_SENTINEL_USERNAME: 'watcher', REDIS_SENTINEL_PASSWORD: 'spw' }
    expect(names(sentinel)).toEqual([])
    expect(names({ AUTH_CORS_ORIGINS: 'https://dapp.example', AUTH_CORS_CREDENTIALS: '1' })).toEqual([])
    // Blank is unset.
    expect(names({ REDIS_URL: 'redis://cache:6379', REDIS_PASSWORD: '', REDIS_USERNAME: '  ' })).toEqual([])
  })

  test('behavior: REDIS_PASSWORD or REDIS_USERNAME beside REDIS_URL, whose own credentials win, is named with what to do', () => {
    for (const url of ['redis://:old@cache:6379', 'redis://cache:6379']) {
      const [finding, ...rest] = unreadVariables({ REDIS_URL: url, REDIS_PASSWORD: PASSWORD })
      expect(rest).toEqual([])
      expect(finding).toEqual({
        name: 'REDIS_PASSWORD',
        reason: 'never read beside REDIS_URL, whose own user and password are used: put them in the URL (its user:password@ part) and unset REDIS_PASSWORD',
      })
    }
    expect(names({ REDIS_URL: 'redis://cache:6379', REDIS_USERNAME: 'stardust', REDIS_PASSWORD: PASSWORD })).toEqual(['REDIS_USERNAME', 'REDIS_PASSWORD'])
  })

  test('behavior: the sentinels\' variables beside another topology, and every Redis variable without Redis', () => {
    expect(names({ REDIS_URL: 'redis://cache:6379', REDIS_SENTINEL_NAME: 'main' })).toEqual(['REDIS_SENTINEL_NAME'])
    expect(unreadVariables({ REDIS_CLUSTER_NODES: 'a:7000', REDIS_SENTINEL_PASSWORD: 'spw' })).toEqual([
      { name: 'REDIS_SENTINEL_PASSWORD', reason: 'read only with REDIS_SENTINELS, never beside REDIS_CLUSTER_NODES: unset REDIS_SENTINEL_PASSWORD' },
    ])
    const alone = { REDIS_USERNAME: 'u', REDIS_PASSWORD: PASSWORD, REDIS_TLS: '1', REDIS_TLS_CA_FILE: '/ca.pem', REDIS_WAIT_REPLICAS: '1', REDIS_SENTINEL_NAME: 'main', REDIS_SENTINEL_USERNAME: 'w', REDIS_SENTINEL_PASSWORD: 'spw' }
    expect(names(alone)).toEqual(Object.keys(alone))
    expect(unreadVariables({ REDIS_PASSWORD: PASSWORD })[0]?.reason).toBe(
      'never read without Redis (the sign-in store is in memory): set REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS, or unset REDIS_PASSWORD',
    )
  })

  test('behavior: TLS said off beside a rediss:// URL or a CA file; AUTH_CORS_CREDENTIALS without origins', () => {
    expect(names({ REDIS_URL: 'rediss://cache:6380', REDIS_TLS: '0' })).toEqual(['REDIS_TLS'])
    expect(names({ REDIS_URL: 'redis://cache:6379', REDIS_TLS: 'false' })).toEqual([])
    expect(names({ REDIS_SENTINELS: 's:26379', REDIS_TLS: '0', REDIS_TLS_CA_FILE: '/ca.pem' })).toEqual(['REDIS_TLS_CA_FILE'])
    expect(names({ AUTH_CORS_CREDENTIALS: '0' })).toEqual(['AUTH_CORS_CREDENTIALS'])
  })
})

describe('loadAuthServerConfig refuses what it would not read', () => {
  test('behavior: a typed error names each variable, and no value (a password) is in its message', () => {
    const load = () => loadAuthServerConfig({ REDIS_URL: 'redis://cache:6379', REDIS_PASSWORD: PASSWORD, REDIS_SENTINEL_NAME: 'main' })
    expect(load).toThrowError(UnreadVariableError)
    expect(load).toThrowError(ConfigError)
    const error = thrownBy(load) as UnreadVariableError
    expect(error.variables).toEqual(['REDIS_PASSWORD', 'REDIS_SENTINEL_NAME'])
    expect(error.shortMessage).toBe('Variables are set that this configuration never reads')
    expect(error.details).toMatch(/^REDIS_PASSWORD: never read beside REDIS_URL.*; REDIS_SENTINEL_NAME: read only with REDIS_SENTINELS/)
    expect(error.message).not.toContain(PASSWORD)
  })

  test('default: the URL\'s own credentials reach the topology when nothing beside it competes', () => {
    expect(redisTopologyOf(loadAuthServerConfig({ REDIS_URL: 'redis://stardust:pw@cache:6379' }))).toEqual({ kind: 'url', url: 'redis://stardust:pw@cache:6379', tls: undefined })
  })
})
