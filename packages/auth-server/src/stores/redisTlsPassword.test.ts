import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alice } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { startRedisCluster, type RedisCluster } from '../../test/helpers/redisCluster.js'
import { SENTINEL_NAME, startSentinelSet, type SentinelSet } from '../../test/helpers/redisSentinel.js'
import { makeTlsFiles, type TlsFiles } from '../../test/helpers/redisTls.js'
import { testServer } from '../../test/helpers/testServer.js'
import { loadAuthServerConfig } from '../config/loadAuthServerConfig.js'
import { redisTopologyOf } from '../config/redisTopology.js'
import { redisStore } from './redisStore.js'

// Sentinel and Cluster sets that listen on TLS only and require passwords (the sentinels one of their own), reached
// from the environment an operator sets (REDIS_SENTINELS / REDIS_CLUSTER_NODES, REDIS_PASSWORD,
// REDIS_SENTINEL_PASSWORD, REDIS_TLS_CA_FILE, REDIS_WAIT_REPLICAS): the password and TLS reach every sentinel and
// every node the cluster names, and on a Cluster the WAIT for replicas goes to the node that holds the key.

const PASSWORD = 'server-password-0123'
const SENTINEL_PASSWORD = 'sentinel-password-4567'
let dir: string
let tls: TlsFiles

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stardust-redis-tls-'))
  tls = makeTlsFiles(dir)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A store as the site builds it from its environment. */
function storeFrom(env: Record<string, string>) {
  const config = loadAuthServerConfig(env)
  return redisStore(redisTopologyOf(config)!, { prefix: `test:${randomUUID()}:`, ...(config.redisWaitReplicas === undefined ? {} : { replicasToAcknowledge: config.redisWaitReplicas }) })
}

const jtiOf = (token: string): string => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti

describe('Sentinel on TLS with passwords', () => {
  let set: SentinelSet
  beforeAll(async () => {
    set = await startSentinelSet({ tls, password: PASSWORD, sentinelPassword: SENTINEL_PASSWORD })
  }, 90_000)
  afterAll(async () => await set?.stop())

  const env = () => ({ REDIS_SENTINELS: set.sentinels.join(','), REDIS_SENTINEL_NAME: SENTINEL_NAME, REDIS_PASSWORD: PASSWORD, REDIS_SENTINEL_PASSWORD: SENTINEL_PASSWORD, REDIS_TLS_CA_FILE: tls.ca })

  test('behavior: sign-in, token check and logout (held by a replica) through the sentinels', async () => {
    const { server } = testServer(storeFrom(env()))
    try {
      const token = (await api(server).signIn(alice)).result.body!.token!
      expect((await api(server).me(token)).status).toBe(200)
      expect((await api(server).logout(token)).status).toBe(204)
      expect((await api(server).me(token)).body!.error!.code).toBe('token_revoked')
    } finally {
      await server.close()
    }
  }, 30_000)

  test.each([
    ['the sentinels\' password wrong', { REDIS_SENTINEL_PASSWORD: 'wrong' }],
    ['the servers\' password wrong', { REDIS_PASSWORD: 'wrong' }],
    ['without TLS', { REDIS_TLS_CA_FILE: '', REDIS_TLS: '0' }],
  ])('behavior: %s -> the store answers 503 store_unavailable', async (_, change) => {
    const { server } = testServer(storeFrom({ ...env(), ...change }))
    try {
      const issued = await api(server).nonce(alice.address)
      expect([issued.status, issued.body?.error?.code]).toEqual([503, 'store_unavailable'])
    } finally {
      await server.close()
    }
  }, 30_000)
})

describe('Cluster on TLS with a password, a replica per primary, REDIS_WAIT_REPLICAS=1', () => {
  let cluster: RedisCluster
  beforeAll(async () => {
    cluster = await startRedisCluster({ tls, password: PASSWORD, replicas: true })
  }, 90_000)
  afterAll(async () => await cluster?.stop())

  /** Whether the server on `port` holds `key` (a replica answers for its primary's slots after READONLY). */
  const holds = async (port: number, key: string): Promise<boolean> => {
    const redis = new Redis({ host: '127.0.0.1', port, password: PASSWORD, tls: { ca: readFileSync(tls.ca, 'utf8') } })
    try {
      await redis.call('READONLY')
      return (await redis.exists(key)) === 1
    } catch (error) {
      if ((error as Error).message.startsWith('MOVED')) return false // another primary's slot
      throw error
    } finally {
      redis.disconnect()
    }
  }

  test('behavior: a logout answers 204 only once the replica of the key\'s own primary holds it; that replica hung -> 503 for its keys only', async () => {
    const store = storeFrom({ REDIS_CLUSTER_NODES: cluster.nodes.join(','), REDIS_PASSWORD: PASSWORD, REDIS_TLS_CA_FILE: tls.ca, REDIS_WAIT_REPLICAS: '1' })
    const { server } = testServer(store)
    const [hungPrimary] = cluster.primaries
    try {
      const tokens: string[] = []
      for (let index = 0; index < 24; index++) tokens.push((await api(server).signIn(privateKeyToAccount(generatePrivateKey()))).result.body!.token!)
      hungPrimary!.replica!.process.kill('SIGSTOP')
      const answers = new Map<string, number>()
      try {
        for (const token of tokens) answers.set(token, (await api(server).logout(token)).status)
      } finally {
        hungPrimary!.replica!.process.kill('SIGCONT')
      }
      const refused = tokens.filter((token) => answers.get(token) === 503)
      const accepted = tokens.filter((token) => answers.get(token) === 204)
      expect(refused.length + accepted.length).toBe(tokens.length)
      expect(refused.length).toBeGreaterThan(0)
      expect(accepted.length).toBeGreaterThan(0)
      // Every revocation answered 204 was on a replica by then; every refused one was written on the hung replica's primary.
      const revocationKey = async (token: string) => (await keysMatching(cluster, `*r:${jtiOf(token)}`))[0]!
      for (const token of accepted) {
        const key = await revocationKey(token)
        expect(await holds(hungPrimary!.port, key)).toBe(false)
        const onReplica = await Promise.all(cluster.primaries.filter((p) => p !== hungPrimary).map((p) => holds(p.replica!.port, key)))
        expect(onReplica).toContain(true)
      }
      for (const token of refused) expect(await holds(hungPrimary!.port, await revocationKey(token))).toBe(true)
      // The refused ones were written all the same: with the replica back, no token is accepted again.
      for (const token of tokens) expect((await api(server).me(token)).body!.error!.code).toBe('token_revoked')
    } finally {
      await server.close()
    }
  }, 90_000)
})

/** Keys matching `pattern` on the cluster's primaries. */
async function keysMatching(cluster: RedisCluster, pattern: string): Promise<string[]> {
  const ca = readFileSync(cluster.cli[cluster.cli.indexOf('--cacert') + 1]!, 'utf8')
  const found = await Promise.all(
    cluster.primaries.map(async ({ port }) => {
      const redis = new Redis({ host: '127.0.0.1', port, password: PASSWORD, tls: { ca } })
      try {
        return await redis.keys(pattern)
      } finally {
        redis.disconnect()
      }
    }),
  )
  return found.flat()
}
