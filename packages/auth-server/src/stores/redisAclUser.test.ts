import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alice } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { startRedisCluster, type RedisCluster } from '../../test/helpers/redisCluster.js'
import { SENTINEL_NAME, startSentinelSet, type SentinelSet } from '../../test/helpers/redisSentinel.js'
import { testServer } from '../../test/helpers/testServer.js'
import { loadAuthServerConfig } from '../config/loadAuthServerConfig.js'
import { redisTopologyOf } from '../config/redisTopology.js'
import { redisStore } from './redisStore.js'

// Redis 6 ACL users on Sentinel and Cluster sets whose `default` user is off: the servers know only USER, the
// sentinels only SENTINEL_USER. Reached from the environment an operator sets (REDIS_USERNAME with REDIS_PASSWORD,
// REDIS_SENTINEL_USERNAME with REDIS_SENTINEL_PASSWORD), the user reaches the primary, every replica's WAIT, every
// sentinel and every node the cluster names; with the password alone (the `default` user) the store is refused.

const USER = 'stardust-app'
const PASSWORD = 'acl-password-0123'
const SENTINEL_USER = 'stardust-watcher'
const SENTINEL_PASSWORD = 'acl-sentinel-password-4567'

/** A store as the site builds it from its environment. */
function storeFrom(env: Record<string, string>) {
  const config = loadAuthServerConfig(env)
  return redisStore(redisTopologyOf(config)!, { prefix: `test:${randomUUID()}:`, ...(config.redisWaitReplicas === undefined ? {} : { replicasToAcknowledge: config.redisWaitReplicas }) })
}

/** Sign-in, token check and logout through the store `env` names: the statuses a holder sees. */
async function journey(env: Record<string, string>): Promise<number[]> {
  const { server } = testServer(storeFrom(env))
  try {
    const signedIn = (await api(server).signIn(alice)).result
    const token = signedIn.body?.token
    if (!token) return [signedIn.status]
    return [signedIn.status, (await api(server).me(token)).status, (await api(server).logout(token)).status, (await api(server).me(token)).status]
  } finally {
    await server.close()
  }
}

/** What a nonce request answers through the store `env` names. */
async function nonceAnswer(env: Record<string, string>): Promise<[number, string | undefined]> {
  const { server } = testServer(storeFrom(env))
  try {
    const issued = await api(server).nonce(alice.address)
    return [issued.status, issued.body?.error?.code]
  } finally {
    await server.close()
  }
}

describe('Sentinel with ACL users (servers and sentinels), the default users off', () => {
  let set: SentinelSet
  beforeAll(async () => {
    set = await startSentinelSet({ username: USER, password: PASSWORD, sentinelUsername: SENTINEL_USER, sentinelPassword: SENTINEL_PASSWORD })
  }, 90_000)
  afterAll(async () => await set?.stop())

  const env = () => ({
    REDIS_SENTINELS: set.sentinels.join(','),
    REDIS_SENTINEL_NAME: SENTINEL_NAME,
    REDIS_USERNAME: USER,
    REDIS_PASSWORD: PASSWORD,
    REDIS_SENTINEL_USERNAME: SENTINEL_USER,
    REDIS_SENTINEL_PASSWORD: SENTINEL_PASSWORD,
  })

  test('default: sign-in, token check and logout (held by a replica: REDIS_WAIT_REPLICAS 1) as the ACL users', async () => {
    expect(await journey(env())).toEqual([200, 200, 204, 401])
  }, 30_000)

  test.each([
    ['the servers\' password alone (as `default`)', { REDIS_USERNAME: '' }],
    ['the sentinels\' password alone (as `default`)', { REDIS_SENTINEL_USERNAME: '' }],
    ['another user', { REDIS_USERNAME: 'someone-else' }],
  ])('behavior: %s -> the store answers 503 store_unavailable', async (_, change) => {
    expect(await nonceAnswer({ ...env(), ...change })).toEqual([503, 'store_unavailable'])
  }, 30_000)
})

describe('Cluster with an ACL user on every node, the default user off', () => {
  let cluster: RedisCluster
  beforeAll(async () => {
    cluster = await startRedisCluster({ username: USER, password: PASSWORD })
  }, 90_000)
  afterAll(async () => await cluster?.stop())

  const env = () => ({ REDIS_CLUSTER_NODES: cluster.nodes.join(','), REDIS_USERNAME: USER, REDIS_PASSWORD: PASSWORD })

  test('default: sign-in, token check and logout on the cluster as the ACL user (one seed: the user reaches every node it names)', async () => {
    expect(await journey({ ...env(), REDIS_CLUSTER_NODES: cluster.nodes[0]! })).toEqual([200, 200, 204, 401])
  }, 30_000)

  test('behavior: the password alone (as `default`) -> 503 store_unavailable', async () => {
    expect(await nonceAnswer({ ...env(), REDIS_USERNAME: '' })).toEqual([503, 'store_unavailable'])
  }, 30_000)
})
