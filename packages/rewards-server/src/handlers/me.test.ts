import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { alice, bob, carol } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { createTestAuth, type TestAuth, withForgedSignature } from '../../test/helpers/auth.js'
import { createClock } from '../../test/helpers/clock.js'
import { createTestDatabase, DRIVERS, type TestDatabase } from '../../test/helpers/testDatabase.js'
import { createRewardsServer } from '../createRewardsServer.js'
import { credit } from '../ledger/credit.js'

const a = alice.address.toLowerCase()
const b = bob.address.toLowerCase()
const c = carol.address.toLowerCase()

describe.each(DRIVERS)('stardust/me and stardust/leaderboard on %s', (driver) => {
  let t: TestDatabase
  let auth: TestAuth
  let token: string
  const clock = createClock()
  beforeAll(async () => {
    auth = createTestAuth()
    token = await auth.tokenFor(alice)
  })
  afterAll(async () => {
    await auth.server.close()
  })
  beforeEach(async () => {
    t = await createTestDatabase(driver)
  })
  afterEach(async () => {
    await t.dispose()
  })
  const client = () => api(createRewardsServer({ database: t.database, verifyToken: auth.server.verifyToken, now: clock.now }))
  const give = (account: string, amount: bigint, key: string) => credit(t.database.db, { account, amount, source: 'game', key, sessionId: key, at: clock.now() })

  test('default', async () => {
    await give(a, 30n, 's1')
    await give(b, 50n, 's2')
    const me = await client().me(token)
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({ account: a, balance: '30', rank: 2, gameToday: { credited: '30', cap: '1000' } })
    expect(me.body.data?.entries).toEqual([{ id: expect.any(String), amount: '30', source: 'game', sessionId: 's1', createdAt: clock.now().toISOString() }])
    expect(me.body.data).not.toHaveProperty('next')
  })

  test('behavior: an account with nothing credited has balance 0 and no rank', async () => {
    expect((await client().me(token)).body.data).toMatchObject({ account: a, balance: '0', rank: null, entries: [] })
  })

  test('behavior: history pages newest first through next', async () => {
    for (let i = 0; i < 5; i++) await give(a, BigInt(i + 1), `p${i}`)
    const first = await client().me(token, '?limit=2')
    expect(first.body.data?.entries?.map((e) => e.amount)).toEqual(['5', '4'])
    const second = await client().me(token, `?limit=2&cursor=${String(first.body.data?.next)}`)
    expect(second.body.data?.entries?.map((e) => e.amount)).toEqual(['3', '2'])
    const third = await client().me(token, `?limit=2&cursor=${String(second.body.data?.next)}`)
    expect(third.body.data?.entries?.map((e) => e.amount)).toEqual(['1'])
    expect(third.body.data).not.toHaveProperty('next')
  })

  test('behavior: the leaderboard ranks ties together and lists them by address', async () => {
    await give(a, 10n, 'l1')
    await give(b, 20n, 'l2')
    await give(c, 20n, 'l3')
    const board = await client().leaderboard()
    expect(board.status).toBe(200)
    const [first, second] = [b, c].sort()
    expect(board.body.data?.entries).toEqual([
      { account: first, balance: '20', rank: 1 },
      { account: second, balance: '20', rank: 1 },
      { account: a, balance: '10', rank: 3 },
    ])
    expect((await client().leaderboard('?limit=1')).body.data?.entries).toHaveLength(1)
  })

  test('parameters: limit must be 1..100 and cursor a page cursor (400 invalid_request)', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=-1', '?limit=1.5', '?limit=']) {
      const result = await client().leaderboard(query)
      expect([query, result.status, result.body.error?.code]).toEqual([query, 400, 'invalid_request'])
    }
    expect((await client().me(token, '?cursor=x')).status).toBe(400)
    expect((await client().leaderboard('?limit=100')).status).toBe(200)
  })

  test('behavior: no token, a forged token and a revoked token are 401 with auth-server codes', async () => {
    expect((await client().me()).body.error?.code).toBe('token_invalid')
    expect((await client().me(withForgedSignature(token))).body.error?.code).toBe('token_invalid')
    const other = await auth.tokenFor(bob)
    expect((await client().me(other)).status).toBe(200)
    await auth.revoke(other)
    const revoked = await client().me(other)
    expect([revoked.status, revoked.body.error?.code, revoked.headers.get('www-authenticate')]).toEqual([401, 'token_revoked', 'Bearer'])
  })

  test('behavior: an expired token is 401 token_expired', async () => {
    let at = new Date()
    const shortAuth = createTestAuth({ tokenTtlSeconds: 60, now: () => at })
    const short = await shortAuth.tokenFor(alice)
    const server = api(createRewardsServer({ database: t.database, verifyToken: shortAuth.server.verifyToken }))
    expect((await server.me(short)).status).toBe(200)
    at = new Date(at.getTime() + 61_000)
    expect((await server.me(short)).body.error?.code).toBe('token_expired')
    await shortAuth.server.close()
  })

  test('behavior: unknown paths are 404 and wrong methods 405, both as error bodies', async () => {
    expect((await client().call('GET', 'stardust/nope')).body.error?.code).toBe('not_found')
    const wrong = await client().call('POST', 'stardust/me')
    expect([wrong.status, wrong.body.error?.code, wrong.headers.get('allow')]).toEqual([405, 'method_not_allowed', 'GET'])
  })
})
