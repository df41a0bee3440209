import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { redisForTests, startRedisServer } from '../test/helpers/redisServer.js'
import { createAuthServer } from './createAuthServer.js'
import { redisStore } from './stores/redisStore.js'

const config = { domain: 'localhost:3000', uri: 'http://localhost:3000', secret: 'check-store-test-secret-of-32-bytes-or-more', chainIds: [1], production: false }

let redis: Awaited<ReturnType<typeof redisForTests>>
beforeAll(async () => {
  redis = await redisForTests()
})
afterAll(async () => {
  await redis?.close()
})

test('default: the memory store answers', async () => {
  const server = createAuthServer(config)
  await expect(server.checkStore()).resolves.toBeUndefined()
  await server.close()
})

test('behavior: a Redis that answers -> resolves; a Redis gone -> store_unavailable', async () => {
  const up = createAuthServer({ ...config, store: redisStore(redis.url, { prefix: `test:${randomUUID()}:` }) })
  await expect(up.checkStore()).resolves.toBeUndefined()
  await up.close()

  const own = await startRedisServer()
  const down = createAuthServer({ ...config, store: redisStore(own.url, { prefix: `test:${randomUUID()}:` }) })
  await own.stop()
  await expect(down.checkStore()).rejects.toMatchObject({ code: 'store_unavailable' })
  await down.close()
})
