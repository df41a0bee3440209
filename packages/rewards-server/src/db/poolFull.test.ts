import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { api } from '../../test/helpers/api.js'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { createRewardsServer } from '../createRewardsServer.js'
import { isStoreOutage } from './isStoreOutage.js'
import { openDatabase } from './openDatabase.js'

const app = useRewardsApp('postgres')

test("parameters: node-postgres's pool timeout is an outage", () => {
  expect(isStoreOutage(new Error('timeout exceeded when trying to connect'))).toBe(true)
  expect(isStoreOutage(new Error('query failed', { cause: new Error('timeout exceeded when trying to connect') }))).toBe(true)
  expect(isStoreOutage(new Error('column "x" does not exist'))).toBe(false)
})

test('behavior: every pool connection busy -> 503 store_unavailable with Retry-After, never 500', async () => {
  // A site instance whose one connection is held by a slow query: the next request finds the pool full.
  const database = await openDatabase({ url: app.t.url!, poolSize: 1, connectTimeoutMs: 200 })
  try {
    // drizzle queries start when awaited: then() sends this one now.
    const busy = database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const server = api(createRewardsServer({ database, verifyToken: app.auth.server.verifyToken, now: app.clock.now }))
    const [board, me] = await Promise.all([server.leaderboard(), server.me(app.tokens.alice)])
    for (const response of [board, me]) {
      expect([response.status, response.body.error?.code, Number(response.headers.get('retry-after')) > 0]).toEqual([503, 'store_unavailable', true])
    }
    await busy
    expect((await server.leaderboard()).status).toBe(200)
  } finally {
    await database.close()
  }
})
