import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { api } from '../../test/helpers/api.js'
import { keysPerNode, startRedisCluster } from '../../test/helpers/redisCluster.js'
import { testServer } from '../../test/helpers/testServer.js'
import { attackSuite } from '../../test/suites/attackSuite.js'
import { dpopSuite } from '../../test/suites/dpopSuite.js'
import { flowSuite } from '../../test/suites/flowSuite.js'
import { limitsSuite } from '../../test/suites/limitsSuite.js'
import { tokenSuite } from '../../test/suites/tokenSuite.js'
import { redisStore } from './redisStore.js'

// Three primaries of a Redis Cluster on free ports of their own: the store's scripts touch several
// nonce keys, which a cluster refuses (CROSSSLOT) unless they share a slot.
let cluster: Awaited<ReturnType<typeof startRedisCluster>>
beforeAll(async () => {
  cluster = await startRedisCluster()
}, 60_000)
afterAll(async () => {
  await cluster?.stop()
})
const makeStore = () => redisStore({ kind: 'cluster', nodes: cluster.nodes }, { prefix: `test:${randomUUID()}:` })

describe('redisStore on a Redis Cluster of three primaries', () => {
  describe('flow', () => flowSuite(makeStore))
  describe('attacks', () => attackSuite(makeStore))
  describe('tokens', () => tokenSuite(makeStore))
  describe('limits', () => limitsSuite(makeStore))
  describe('dpop', () => dpopSuite(makeStore))

  test('behavior: revocations and limits spread over the primaries; the nonce keys share one', async () => {
    const prefix = `test:${randomUUID()}:`
    const { server } = testServer(redisStore({ kind: 'cluster', nodes: cluster.nodes }, { prefix }))
    try {
      const tokens = []
      for (let index = 0; index < 30; index++) tokens.push((await api(server).signIn(privateKeyToAccount(generatePrivateKey()))).result.body!.token!)
      for (const token of tokens) expect((await api(server).logout(token)).status).toBe(204)
      for (const token of tokens) expect((await api(server).me(token)).body!.error!.code).toBe('token_revoked')
      const spread = await keysPerNode(cluster.nodes, `${prefix}r:`)
      expect(spread.reduce((sum, n) => sum + n, 0)).toBe(30)
      expect(spread.filter((n) => n > 0).length).toBeGreaterThan(1)
      const nonceNodes = (await keysPerNode(cluster.nodes, `${prefix}{n}`)).filter((n) => n > 0)
      expect(nonceNodes).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})
