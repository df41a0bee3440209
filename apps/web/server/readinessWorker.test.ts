// readinessWorker.mjs against the Redis topologies an operator runs past one server, secured as they secure them:
// a Sentinel set and a Cluster (a replica per primary) on TLS-only ports with Redis 6 ACL users and the `default`
// users off (the sentinels a user of their own). The thread's checks must reach them as the sign-in store does
// (same variables, same topology) and say `ok`; a wrong password, or the password without its user, is `down`. Killing and hanging Redis and PostgreSQL is readinessThread.test.ts's.
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { loadAuthServerConfig, redisClientPlan, redisTopologyOf } from '@stardust/auth-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
// The auth server's own test sets (real redis-server and redis-sentinel processes).
import { startRedisCluster, type RedisCluster } from '../../../packages/auth-server/test/helpers/redisCluster'
import { SENTINEL_NAME, startSentinelSet, type SentinelSet } from '../../../packages/auth-server/test/helpers/redisSentinel'
import { makeTlsFiles, type TlsFiles } from '../../../packages/auth-server/test/helpers/redisTls'
import { createStateWords, DEPENDENCIES, readState } from './readinessState.mjs'

const require = createRequire(import.meta.url)
const ioredis = createRequire(require.resolve('@stardust/auth-server/package.json')).resolve('ioredis')
const USER = 'stardust-app'
const PASSWORD = 'server-password-0123'
const SENTINEL_USER = 'stardust-watcher'
const SENTINEL_PASSWORD = 'sentinel-password-4567'
let dir: string
let tls: TlsFiles
let sentinel: SentinelSet
let cluster: RedisCluster

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'stardust-readiness-tls-'))
  tls = makeTlsFiles(dir)
  ;[sentinel, cluster] = await Promise.all([
    startSentinelSet({ tls, username: USER, password: PASSWORD, sentinelUsername: SENTINEL_USER, sentinelPassword: SENTINEL_PASSWORD }),
    startRedisCluster({ tls, username: USER, password: PASSWORD, replicas: true }),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all([sentinel?.stop(), cluster?.stop()])
  rmSync(dir, { recursive: true, force: true })
})

/** The Redis state the thread reports for the topology `env` names, once it has checked a few times. */
async function redisStateFor(env: Record<string, string>): Promise<string | undefined> {
  const words = createStateWords()
  const redis = redisClientPlan(redisTopologyOf(loadAuthServerConfig(env))!, { commandTimeoutMs: 2_000, connectTimeoutMs: 2_000, maxRetriesPerRequest: 0, enableOfflineQueue: false })
  const worker = new Worker(new URL('./readinessWorker.mjs', import.meta.url), { workerData: { words, redis, everyMs: 200, timeoutMs: 2_000, modules: { ioredis } } })
  try {
    const index = DEPENDENCIES.indexOf('redis')
    const started = Date.now()
    // The third result or later: the first connection made and used again.
    let results = 0
    let last = 0
    while (Date.now() - started < 20_000 && results < 3) {
      const state = readState(words, index)
      if (state && state.checkedAt !== last) {
        last = state.checkedAt
        results++
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return readState(words, index)?.state
  } finally {
    await worker.terminate()
  }
}

describe('readiness thread, Redis past one server on TLS with ACL users', { timeout: 90_000 }, () => {
  const sentinelEnv = () => ({
    REDIS_SENTINELS: sentinel.sentinels.join(','),
    REDIS_SENTINEL_NAME: SENTINEL_NAME,
    REDIS_USERNAME: USER,
    REDIS_PASSWORD: PASSWORD,
    REDIS_SENTINEL_USERNAME: SENTINEL_USER,
    REDIS_SENTINEL_PASSWORD: SENTINEL_PASSWORD,
    REDIS_TLS_CA_FILE: tls.ca,
  })
  const clusterEnv = () => ({ REDIS_CLUSTER_NODES: cluster.nodes.join(','), REDIS_USERNAME: USER, REDIS_PASSWORD: PASSWORD, REDIS_TLS_CA_FILE: tls.ca })

  test('behavior: Sentinel -> ok; the sentinels\' or the servers\' password wrong, or either without its user -> down', async () => {
    const states = await Promise.all([
      redisStateFor(sentinelEnv()),
      redisStateFor({ ...sentinelEnv(), REDIS_SENTINEL_PASSWORD: 'wrong' }),
      redisStateFor({ ...sentinelEnv(), REDIS_PASSWORD: 'wrong' }),
      redisStateFor({ ...sentinelEnv(), REDIS_SENTINEL_USERNAME: '' }),
      redisStateFor({ ...sentinelEnv(), REDIS_USERNAME: '' }),
    ])
    expect(states.map((state) => state === 'ok')).toEqual([true, false, false, false, false])
  })

  test('behavior: Cluster -> ok (every primary answered); the password wrong, without its user, or no TLS -> down', async () => {
    const states = await Promise.all([
      redisStateFor(clusterEnv()),
      redisStateFor({ ...clusterEnv(), REDIS_PASSWORD: 'wrong' }),
      redisStateFor({ ...clusterEnv(), REDIS_USERNAME: '' }),
      redisStateFor({ ...clusterEnv(), REDIS_TLS_CA_FILE: '', REDIS_TLS: '0' }),
    ])
    expect(states.map((state) => state === 'ok')).toEqual([true, false, false, false])
  })
})
