import { simulate, type InputLog } from '@stardust/game'
import { count, eq, isNull } from 'drizzle-orm'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, test } from 'vitest'
import { api } from '../../test/helpers/api.js'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { DRIVERS } from '../../test/helpers/testDatabase.js'
import { GAME_DAILY_CAP, GAME_SESSION_RATE_LIMIT, GAME_SESSION_RATE_WINDOW_MS } from '../constants.js'
import { createRewardsServer } from '../createRewardsServer.js'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/openDatabase.js'
import { gameSessions } from '../db/schema.js'

const SWAY: InputLog = Array.from({ length: 120 }, (_, i) => [i * 30, i % 2 === 0 ? 1 : 2] as const)
/** Four fresh wallets: together they may open 80 sessions per window, more than one address may here. */
const FARM_SIZE = 4
/** The per-client limit these sites run with (the default is ten times larger: the same code, fewer requests). */
const GAME_SESSIONS_PER_CLIENT = 60
const gameLimits = { perClient: GAME_SESSIONS_PER_CLIENT }

describe.each(DRIVERS)('game sessions per client address on %s', (driver) => {
  const app = useRewardsApp(driver)
  let farm: string[] = []
  beforeAll(async () => {
    farm = await Promise.all(Array.from({ length: FARM_SIZE }, () => app.auth.tokenFor(privateKeyToAccount(generatePrivateKey()))))
  })
  /** A site instance on `database` that asks auth-server who the client is, as the site does. */
  const site = (database: Database = app.t.database) =>
    createRewardsServer({ database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, clientIp: app.auth.server.clientIp, gameLimits })
  const openFrom = (ip: string, token: string, headers: Record<string, string> = {}) => api(site(), { ip }).call('POST', 'game/sessions', { token, headers })

  test('behavior: a farm of fresh wallets behind one address gets GAME_SESSIONS_PER_CLIENT sessions a window, then 429; other addresses still play', async () => {
    for (let i = 0; i < GAME_SESSIONS_PER_CLIENT; i++) expect((await openFrom('127.0.0.1', farm[i % FARM_SIZE]!)).status).toBe(200)
    // Each wallet is under its own limit (15 of 20), the address is not.
    expect(GAME_SESSIONS_PER_CLIENT / FARM_SIZE).toBeLessThan(GAME_SESSION_RATE_LIMIT)
    // Retry-After is the real wait: 100 s later, the window's first session leaves it 100 s sooner.
    app.clock.advance(100_000)
    const refused = await openFrom('127.0.0.1', farm[0]!)
    expect([refused.status, refused.body.error?.code, Number(refused.headers.get('retry-after'))]).toEqual([429, 'rate_limited', GAME_SESSION_RATE_WINDOW_MS / 1000 - 100])
    expect((await openFrom('127.0.0.2', farm[0]!)).status).toBe(200)
    expect((await openFrom('::1', app.tokens.bob)).status).toBe(200)
    // A refusal wrote nothing; the window slides on.
    const [row] = await app.t.database.db.select({ n: count() }).from(gameSessions).where(eq(gameSessions.client, '127.0.0.1'))
    expect(row?.n).toBe(GAME_SESSIONS_PER_CLIENT)
    app.clock.advance(GAME_SESSION_RATE_WINDOW_MS - 100_000 + 1)
    expect((await openFrom('127.0.0.1', farm[1]!)).status).toBe(200)
  })

  test('behavior: a forged X-Forwarded-For, new on every request, changes nothing: the socket address is counted', async () => {
    for (let i = 0; i < GAME_SESSIONS_PER_CLIENT; i++) {
      expect((await openFrom('127.0.0.9', farm[i % FARM_SIZE]!, { 'x-forwarded-for': `198.51.100.${i}, 127.0.0.9` })).status).toBe(200)
    }
    const refused = await openFrom('127.0.0.9', farm[2]!, { 'x-forwarded-for': '203.0.113.77', 'x-real-ip': '203.0.113.78' })
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'rate_limited'])
  })

  test('parameters: gameLimits sets the per-account limit and the window', async () => {
    const strict = api(createRewardsServer({ database: app.t.database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, gameLimits: { perAccount: 2, windowMs: 60_000 } }))
    const token = await app.auth.tokenFor(privateKeyToAccount(generatePrivateKey()))
    expect((await strict.call('POST', 'game/sessions', { token })).status).toBe(200)
    app.clock.advance(10_000)
    expect((await strict.call('POST', 'game/sessions', { token })).status).toBe(200)
    const refused = await strict.call('POST', 'game/sessions', { token })
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '50'])
    app.clock.advance(50_000)
    expect((await strict.call('POST', 'game/sessions', { token })).status).toBe(200)
  })

  test('behavior: a request whose address nobody knows (no socket address, no trusted proxy) is limited per account only', async () => {
    const unknown = api(site())
    for (let i = 0; i < GAME_SESSIONS_PER_CLIENT + 1; i++) expect((await unknown.call('POST', 'game/sessions', { token: farm[i % FARM_SIZE]! })).status).toBe(200)
    const [row] = await app.t.database.db.select({ n: count() }).from(gameSessions).where(isNull(gameSessions.client))
    expect(row?.n).toBe(GAME_SESSIONS_PER_CLIENT + 1)
  })

  test('behavior: a server given no clientIp limits per account only', async () => {
    const server = api(createRewardsServer({ database: app.t.database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, gameLimits }), { ip: '127.0.0.1' })
    for (let i = 0; i < GAME_SESSIONS_PER_CLIENT + 1; i++) expect((await server.call('POST', 'game/sessions', { token: farm[i % FARM_SIZE]! })).status).toBe(200)
  })
})

describe('game limits on postgres under concurrency, from two site instances', () => {
  const app = useRewardsApp('postgres')
  let farm: string[] = []
  beforeAll(async () => {
    farm = await Promise.all(Array.from({ length: FARM_SIZE }, () => app.auth.tokenFor(privateKeyToAccount(generatePrivateKey()))))
  })
  const twoInstances = async <T>(run: (servers: ReturnType<typeof api>[]) => Promise<T>): Promise<T> => {
    const second = await openDatabase({ url: app.t.url!, poolSize: 25, connectTimeoutMs: 60_000 })
    try {
      const make = (database: Database) =>
        api(createRewardsServer({ database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, clientIp: app.auth.server.clientIp, gameLimits }), { ip: '127.0.0.3' })
      return await run([make(app.t.database), make(second)])
    } finally {
      await second.close()
    }
  }

  test('behavior: 80 session requests at once from one address, across two instances -> exactly GAME_SESSIONS_PER_CLIENT opened', async () => {
    const results = await twoInstances((servers) =>
      Promise.all(Array.from({ length: FARM_SIZE * GAME_SESSION_RATE_LIMIT }, (_, i) => servers[i % 2]!.call('POST', 'game/sessions', { token: farm[i % FARM_SIZE]! }))),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(GAME_SESSIONS_PER_CLIENT)
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 429 && r.body.error?.code === 'rate_limited')).toBe(true)
  })

  test('behavior: 20 games of one account finished at once across two instances credit exactly up to the daily cap', async () => {
    const sessions = await twoInstances((servers) =>
      Promise.all(Array.from({ length: GAME_SESSION_RATE_LIMIT }, async (_, i) => (await servers[i % 2]!.openSession(app.tokens.alice)).body.data as { id: string; seed: string })),
    )
    const uncapped = sessions.reduce((sum, s) => sum + BigInt(simulate(s.seed, SWAY).score), 0n)
    // The games score more than the cap allows, so the cap is what is tested.
    expect(uncapped).toBeGreaterThan(GAME_DAILY_CAP)
    app.clock.advance(120_000)
    const results = await twoInstances((servers) => Promise.all(sessions.map((s, i) => servers[i % 2]!.finish(app.tokens.alice, s.id, { inputs: SWAY }))))
    expect(results.map((r) => r.status)).toEqual(sessions.map(() => 200))
    const credited = results.reduce((sum, r) => sum + BigInt(r.body.data?.stardust as string), 0n)
    expect(credited).toBe(GAME_DAILY_CAP)
    const me = await app.client().me(app.tokens.alice)
    expect([me.body.data?.balance, me.body.data?.gameToday]).toEqual([String(GAME_DAILY_CAP), { credited: String(GAME_DAILY_CAP), cap: String(GAME_DAILY_CAP) }])
  })
})
