import { simulate, type InputLog } from '@stardust/game'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { DRIVERS } from '../../test/helpers/testDatabase.js'
import { api } from '../../test/helpers/api.js'
import { createRewardsServer } from '../createRewardsServer.js'
import { GAME_DAILY_CAP } from '../constants.js'
import { balances, gameSessions, ledgerEntries } from './schema.js'

const SWAY: InputLog = Array.from({ length: 120 }, (_, i) => [i * 30, i % 2 === 0 ? 1 : 2] as const)
type Session = { id: string; seed: string }

describe.each(DRIVERS)('the database going away on %s', (driver) => {
  const app = useRewardsApp(driver, { onDisk: true })

  const openSessions = async (n: number): Promise<Session[]> =>
    await Promise.all(Array.from({ length: n }, async () => (await app.client().openSession(app.tokens.alice)).body.data as Session))

  /**
   * Every session finished once; the ledger holds one row per credited session; its sum, the
   * running total and the sessions' recorded Stardust agree, and equal the replayed scores up to the daily cap.
   */
  const checkLedger = async (sessions: Session[]) => {
    const db = app.t.database.db
    const [sum] = await db.select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`, rows: sql<number>`count(*)`.mapWith(Number) }).from(ledgerEntries)
    const [total] = await db.select({ balance: balances.balance }).from(balances)
    const games = await db.select().from(gameSessions)
    const uncapped = sessions.reduce((acc, s) => acc + BigInt(simulate(s.seed, SWAY).score), 0n)
    const expected = uncapped < GAME_DAILY_CAP ? uncapped : GAME_DAILY_CAP
    expect(games.every((g) => g.finishedAt !== null)).toBe(true)
    expect(sum).toEqual({ total: expected.toString(), rows: games.filter((g) => (g.stardust ?? 0n) > 0n).length })
    expect(games.reduce((acc, g) => acc + (g.stardust ?? 0n), 0n)).toBe(expected)
    expect(total?.balance).toBe(expected)
  }

  test('behavior: stopped while requests are in flight -> 503 store_unavailable; back again -> the retries credit each game once', async () => {
    const sessions = await openSessions(5)
    app.clock.advance(60_000)
    // Each request passes authentication, then waits here until the database is gone.
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let waiting = 0
    const server = api(
      createRewardsServer({
        database: app.t.database,
        now: app.clock.now,
        verifyToken: async (token) => {
          const verified = await app.auth.server.verifyToken(token)
          waiting++
          await gate
          return verified
        },
      }),
    )
    const inFlight = sessions.map((s) => server.finish(app.tokens.alice, s.id, { inputs: SWAY }))
    await expect.poll(() => waiting).toBe(sessions.length)
    await app.t.stop()
    release()
    for (const result of await Promise.all(inFlight)) {
      expect([result.status, result.body.error?.code, result.headers.get('retry-after')]).toEqual([503, 'store_unavailable', '1'])
    }
    for (const response of [await app.client().me(app.tokens.alice), await app.client().leaderboard(), await app.client().openSession(app.tokens.alice)]) {
      expect([response.status, response.body.error?.code]).toEqual([503, 'store_unavailable'])
    }

    await app.t.restart()
    const retried = await Promise.all(sessions.map((s) => app.client().finish(app.tokens.alice, s.id, { inputs: SWAY })))
    expect(retried.map((r) => r.status)).toEqual(sessions.map(() => 200))
    await checkLedger(sessions)
  })

  test('behavior: stopped in the middle of a burst -> every game is credited once after retries, none twice', async () => {
    const sessions = await openSessions(12)
    app.clock.advance(60_000)
    const first = sessions.map((s) => app.client().finish(app.tokens.alice, s.id, { inputs: SWAY }))
    // Stop once the first result is in: the rest are queued, mid-transaction or not yet sent.
    await Promise.race(first)
    await app.t.stop()
    const outcomes = await Promise.all(first)
    expect(outcomes.every((r) => r.status === 200 || (r.status === 503 && r.body.error?.code === 'store_unavailable'))).toBe(true)
    await app.t.restart()
    const pending = sessions.filter((_, i) => outcomes[i]?.status !== 200)
    const retried = await Promise.all(pending.map((s) => app.client().finish(app.tokens.alice, s.id, { inputs: SWAY })))
    // A retry of a game whose commit landed just before the stop answers 409: it was credited, once.
    expect(retried.every((r) => r.status === 200 || r.body.error?.code === 'already_finished')).toBe(true)
    await checkLedger(sessions)
  })
})
