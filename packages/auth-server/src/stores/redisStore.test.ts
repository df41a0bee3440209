import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alice } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { dpopHolder, proofFor } from '../../test/helpers/dpopHolder.js'
import { redisForTests, startRedisServer } from '../../test/helpers/redisServer.js'
import { testServer } from '../../test/helpers/testServer.js'
import { crowdSuite } from '../../test/suites/crowdSuite.js'
import { windowSuite } from '../../test/suites/windowSuite.js'
import { attackSuite } from '../../test/suites/attackSuite.js'
import { flowSuite } from '../../test/suites/flowSuite.js'
import { limitsSuite } from '../../test/suites/limitsSuite.js'
import { dpopSuite } from '../../test/suites/dpopSuite.js'
import { tokenSuite } from '../../test/suites/tokenSuite.js'
import { redisStore } from './redisStore.js'

let redis: Awaited<ReturnType<typeof redisForTests>>
beforeAll(async () => {
  redis = await redisForTests()
})
afterAll(async () => {
  await redis?.close()
})
// A fresh key prefix per store keeps tests apart on a shared Redis (REDIS_TEST_URL).
const makeStore = () => redisStore(redis.url, { prefix: `test:${randomUUID()}:` })

describe('redisStore', () => {
  describe('flow', () => flowSuite(makeStore))
  describe('attacks', () => attackSuite(makeStore))
  describe('tokens', () => tokenSuite(makeStore))
  describe('limits', () => limitsSuite(makeStore))
  describe('dpop', () => dpopSuite(makeStore))
  describe('windows', () => windowSuite(makeStore))
  describe('crowd', () => crowdSuite(makeStore))

  test('behavior: keys expire with their nonce; nothing outlives its TTL', async () => {
    const prefix = `test:${randomUUID()}:`
    const { server } = testServer(redisStore(redis.url, { prefix }))
    const client = api(server)
    await client.nonce(alice.address)
    const inspector = new Redis(redis.url)
    try {
      const keys = await inspector.keys(`${prefix}*`)
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) {
        const ttl = await inspector.pttl(key)
        expect(ttl, key).toBeGreaterThan(0)
        expect(ttl, key).toBeLessThanOrEqual(5 * 60_000)
      }
    } finally {
      inspector.disconnect()
      await server.close()
    }
  })

  test('behavior: a DPoP proof used at one instance is refused at another sharing the Redis; of two at once, one passes', async () => {
    const prefix = `test:${randomUUID()}:`
    const { server: first, clock: firstClock } = testServer(redisStore(redis.url, { prefix }))
    const { server: second, clock: secondClock } = testServer(redisStore(redis.url, { prefix }))
    try {
      const holder = await dpopHolder(first)
      const elsewhere = await dpopHolder(second)
      const { token } = await holder.signIn(alice)
      const proof = await proofFor(holder.key, 'GET', 'user/me', token)
      expect((await holder.me(token, proof)).status).toBe(200)
      const replay = await elsewhere.me(token, proof)
      expect([replay.status, replay.body!.error!.code]).toEqual([401, 'dpop_replayed'])
      const race = await proofFor(holder.key, 'GET', 'user/me', token)
      const answers = await Promise.all([holder.me(token, race), elsewhere.me(token, race)])
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401])
      // The seen id lives no longer than the proof could pass: until its iat plus the window and a second, from
      // the server's now. The test servers' clocks stand still at their start while the proofs carry the real
      // time, so a proof made past a second boundary after that start lives up to that much longer.
      const inspector = new Redis(redis.url)
      const ttl = await inspector.pttl((await inspector.keys(`${prefix}dp:*`))[0]!)
      inspector.disconnect()
      const iats = [proof, race].map((jwt) => decodeJwt(jwt).iat!)
      const clocks = [firstClock, secondClock].map((clock) => clock.now.getTime())
      expect(ttl).toBeGreaterThan((Math.min(...iats) + 301) * 1000 - Math.max(...clocks) - 10_000)
      expect(ttl).toBeLessThanOrEqual((Math.max(...iats) + 301) * 1000 - Math.min(...clocks))
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  test('parameters: an ioredis instance is used as given and left open', async () => {
    const instance = new Redis(redis.url)
    const { server } = testServer(redisStore(instance, { prefix: `test:${randomUUID()}:` }))
    expect((await api(server).signIn(alice)).result.status).toBe(200)
    await server.close()
    expect(await instance.ping()).toBe('PONG')
    instance.disconnect()
  })

  test('behavior: Redis down answers 503 store_unavailable and issues nothing; it recovers when Redis is back', async () => {
    const own = await startRedisServer()
    const { server } = testServer(redisStore(own.url, { prefix: 'down:' }))
    const client = api(server)
    try {
      const before = await client.signIn(alice)
      expect(before.result.status).toBe(200)
      const token = before.result.body!.token!
      await own.stop()
      const nonce = await client.nonce(alice.address)
      expect([nonce.status, nonce.body!.error!.code]).toEqual([503, 'store_unavailable'])
      expect(nonce.headers.get('retry-after')).toBe('1')
      expect((await client.login(alice.address, before.signature)).status).toBe(503)
      // Revocation cannot be checked, so the token is not accepted either.
      expect((await client.me(token)).status).toBe(503)
      await own.start()
      let recovered = await client.nonce(alice.address)
      for (let attempt = 0; attempt < 50 && recovered.status !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        recovered = await client.nonce(alice.address)
      }
      expect(recovered.status).toBe(200)
      expect((await client.signIn(alice)).result.status).toBe(200)
    } finally {
      await server.close()
      await own.stop()
    }
  })
})
