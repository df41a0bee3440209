import { GAME_MAX_TICKS, INPUT_LOG_MAX_BYTES, simulate, type InputLog } from '@stardust/game'
import { describe, expect, test } from 'vitest'
import { alice } from '../../test/helpers/accounts.js'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { DRIVERS } from '../../test/helpers/testDatabase.js'
import { GAME_DAILY_CAP, GAME_SESSION_RATE_LIMIT, GAME_SESSION_TTL_MS } from '../constants.js'

// A player who sways left and right every half second.
const SWAY: InputLog = Array.from({ length: 120 }, (_, i) => [i * 30, i % 2 === 0 ? 1 : 2] as const)
/**
 * A log that scores on this seed: the sway first (period 30, left first), else another period or side,
 * else no input. The field is random per session: the plain sway scores 0 on about 1 seed in 700 (a game
 * at 0 credits nothing, no entry); on 20,000 seeds, some log of these scored on every one.
 */
function scoringLog(seed: string): InputLog {
  for (const period of [30, 20, 25, 15]) {
    for (const first of [1, 2] as const) {
      const log: InputLog = Array.from({ length: 120 }, (_, i) => [i * period, i % 2 === 0 ? first : 3 - first] as const)
      if (simulate(seed, log).score > 0) return log
    }
  }
  if (simulate(seed, []).score > 0) return []
  throw new Error(`no sway scores on seed ${seed}`)
}
type Session = { id: string; seed: string; expiresAt: string }

describe.each(DRIVERS)('game sessions on %s', (driver) => {
  const app = useRewardsApp(driver)
  const open = async (token = app.tokens.alice): Promise<Session> => {
    const result = await app.client().openSession(token)
    expect(result.status).toBe(200)
    return result.body.data as Session
  }
  /** Waits (on the test clock) as long as the game really lasts, then posts the log. */
  const play = async (session: Session, inputs: InputLog, token = app.tokens.alice) => {
    app.clock.advance(simulate(session.seed, inputs).durationMs)
    return await app.client().finish(token, session.id, { inputs })
  }

  test('default', async () => {
    const session = await open()
    expect(session.seed).toMatch(/^[0-9a-f]{32}$/)
    expect(session.expiresAt).toBe(new Date(app.clock.now().getTime() + GAME_SESSION_TTL_MS).toISOString())
    const log = scoringLog(session.seed)
    const expected = simulate(session.seed, log)
    const result = await play(session, log)
    expect(result.status).toBe(200)
    expect(result.body.data).toEqual({ score: expected.score, ticks: expected.ticks, stardust: String(expected.score), balance: String(expected.score) })
    const me = await app.client().me(app.tokens.alice)
    expect(me.body.data?.entries).toEqual([expect.objectContaining({ source: 'game', sessionId: session.id, amount: String(expected.score) })])
  })

  test('behavior: a tampered log or a claimed score earns what the replay of the sent log scores', async () => {
    const session = await open()
    const tampered: InputLog = [[0, 2], [5, 1]]
    app.clock.advance(GAME_MAX_TICKS * 20)
    const result = await app.client().finish(app.tokens.alice, session.id, { inputs: tampered, score: 999_999, stardust: '999999' })
    const replayed = simulate(session.seed, tampered).score
    expect(result.body.data).toMatchObject({ score: replayed, stardust: String(replayed) })
  })

  test('behavior: a result is credited once; replaying it is 409 already_finished, also when sent 10 times at once', async () => {
    const session = await open()
    app.clock.advance(GAME_MAX_TICKS * 20)
    const results = await Promise.all(Array.from({ length: 10 }, () => app.client().finish(app.tokens.alice, session.id, { inputs: SWAY })))
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)])
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error?.code === 'already_finished')).toBe(true)
    const again = await app.client().finish(app.tokens.alice, session.id, { inputs: SWAY })
    expect([again.status, again.body.error?.code]).toEqual([409, 'already_finished'])
    expect((await app.client().me(app.tokens.alice)).body.data?.balance).toBe(String(simulate(session.seed, SWAY).score))
  })

  test("behavior: another account's session is 403 not_yours and stays open for its owner", async () => {
    const session = await open()
    app.clock.advance(GAME_MAX_TICKS * 20)
    const stolen = await app.client().finish(app.tokens.bob, session.id, { inputs: SWAY })
    expect([stolen.status, stolen.body.error?.code]).toEqual([403, 'not_yours'])
    expect((await app.client().finish(app.tokens.alice, session.id, { inputs: SWAY })).status).toBe(200)
  })

  test('behavior: finishing sooner than the game lasts is 422 too_fast, and the session stays open', async () => {
    const session = await open()
    const { durationMs } = simulate(session.seed, SWAY)
    app.clock.advance(durationMs - 5_000)
    const early = await app.client().finish(app.tokens.alice, session.id, { inputs: SWAY })
    expect([early.status, early.body.error?.code]).toEqual([422, 'too_fast'])
    app.clock.advance(5_000)
    expect((await app.client().finish(app.tokens.alice, session.id, { inputs: SWAY })).status).toBe(200)
  })

  test('behavior: an expired session is 410 expired and credits nothing', async () => {
    const session = await open()
    app.clock.advance(GAME_SESSION_TTL_MS + 1)
    const late = await app.client().finish(app.tokens.alice, session.id, { inputs: SWAY })
    expect([late.status, late.body.error?.code]).toEqual([410, 'expired'])
    expect((await app.client().me(app.tokens.alice)).body.data?.balance).toBe('0')
  })

  test('behavior: the daily cap limits game credit per UTC day, and the next day starts afresh', async () => {
    let total = 0n
    while (total < GAME_DAILY_CAP) {
      const result = await play(await open(), SWAY)
      total += BigInt(result.body.data?.stardust as string)
    }
    expect(total).toBe(GAME_DAILY_CAP)
    const over = await play(await open(), SWAY)
    expect(over.body.data).toMatchObject({ stardust: '0', balance: String(GAME_DAILY_CAP) })
    const me = await app.client().me(app.tokens.alice)
    expect(me.body.data?.gameToday).toEqual({ credited: String(GAME_DAILY_CAP), cap: String(GAME_DAILY_CAP) })
    app.clock.set(new Date('2026-11-23T00:00:01Z'))
    const next = await open()
    const tomorrow = await play(next, scoringLog(next.seed))
    expect(BigInt(tomorrow.body.data?.stardust as string)).toBeGreaterThan(0n)
  })

  test('behavior: two finishes at once cannot both use the last room under the cap', async () => {
    const sessions = await Promise.all(Array.from({ length: 8 }, () => open()))
    app.clock.advance(GAME_MAX_TICKS * 20)
    const results = await Promise.all(sessions.map((s) => app.client().finish(app.tokens.alice, s.id, { inputs: SWAY })))
    const credited = results.reduce((sum, r) => sum + BigInt(r.body.data?.stardust as string), 0n)
    const uncapped = sessions.reduce((sum, s) => sum + BigInt(simulate(s.seed, SWAY).score), 0n)
    expect(credited).toBe(uncapped < GAME_DAILY_CAP ? uncapped : GAME_DAILY_CAP)
    expect((await app.client().me(app.tokens.alice)).body.data?.balance).toBe(String(credited))
  })

  test('behavior: opening sessions is rate limited per account (429 with Retry-After)', async () => {
    for (let i = 0; i < GAME_SESSION_RATE_LIMIT; i++) await open()
    const limited = await app.client().openSession(app.tokens.alice)
    expect([limited.status, limited.body.error?.code]).toEqual([429, 'rate_limited'])
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await app.client().openSession(app.tokens.bob)).status).toBe(200)
  })

  test('parameters: malformed bodies and logs are 400, oversized ones 413, unknown sessions 404', async () => {
    const session = await open()
    app.clock.advance(GAME_MAX_TICKS * 20)
    const finish = (body: unknown, headers?: Record<string, string>) =>
      app.client().call('POST', `game/sessions/${session.id}/result`, { token: app.tokens.alice, body, ...(headers ? { headers } : {}) })
    for (const body of ['not json', '[]', { inputs: 'x' }, { inputs: [[1, 99]] }, { inputs: [[5, 1], [5, 2]] }, { inputs: [[1.5, 1]] }, {}]) {
      const result = await finish(body)
      expect([JSON.stringify(body), result.status, result.body.error?.code]).toEqual([JSON.stringify(body), 400, 'invalid_request'])
    }
    expect((await finish({ inputs: SWAY }, { 'content-type': 'text/plain' })).status).toBe(400)
    const huge = await finish(JSON.stringify({ inputs: [], pad: 'x'.repeat(INPUT_LOG_MAX_BYTES + 2_000) }))
    expect([huge.status, huge.body.error?.code]).toEqual([413, 'body_too_large'])
    const tooMany = await finish({ inputs: Array.from({ length: GAME_MAX_TICKS + 1 }, (_, i) => [i, i % 2]) })
    expect([tooMany.status, tooMany.body.error?.code]).toEqual([413, 'body_too_large'])
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '..%2F..%2Fstardust%2Fme', '%E0%A4%A']) {
      const result = await app.client().finish(app.tokens.alice, id, { inputs: SWAY })
      expect([id, result.status, result.body.error?.code]).toEqual([id, 404, 'not_found'])
    }
    // None of that finished the session.
    expect((await finish({ inputs: SWAY })).status).toBe(200)
  })

  test('behavior: every game endpoint needs a valid, unrevoked token', async () => {
    const session = await open()
    expect((await app.client().openSession()).body.error?.code).toBe('token_invalid')
    expect((await app.client().finish(undefined, session.id, { inputs: SWAY })).body.error?.code).toBe('token_invalid')
    const token = await app.auth.tokenFor(alice)
    await app.auth.revoke(token)
    expect((await app.client().openSession(token)).body.error?.code).toBe('token_revoked')
    app.clock.advance(GAME_MAX_TICKS * 20)
    expect((await app.client().finish(token, session.id, { inputs: SWAY })).body.error?.code).toBe('token_revoked')
  })
})
