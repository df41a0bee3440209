// SIGTERM in the middle of a burst: the instance finishes what it took, answers the rest 503 with
// Retry-After, closes its pools and exits 0. No request is cut.
import { expect, test } from '@playwright/test'
import { createDatabase, requestFrom, startProductionSite, startRedis, type Answer } from './productionSite'
import { newWallet, prepareLogin, signIn } from './signIn'

const AIRDROP_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SESSION = '00000000-0000-4000-8000-000000000000'

test('behavior: SIGTERM during a burst of sign-ins, game results and claim lookups: every request gets a whole answer, then exit 0', async () => {
  test.setTimeout(120_000)
  const redis = await startRedis()
  const database = await createDatabase()
  const site = await startProductionSite({ DATABASE_URL: database.url, REDIS_URL: redis.url, AUTH_RATE_LIMIT_IP: '100000', STARDUST_STOP_TIMEOUT_MS: '30000' })
  try {
    const token = await signIn(site.url, '127.0.0.1', newWallet())
    const bearer = { authorization: `Bearer ${token}` }
    const logins = await Promise.all(Array.from({ length: 20 }, () => prepareLogin(site.url, '127.0.0.1', newWallet())))
    // The burst, each request on a connection of its own from its own loopback address.
    const from = (i: number) => `127.0.${1 + Math.floor(i / 200)}.${1 + (i % 200)}`
    const kinds: { kind: string; send: (i: number) => Promise<Answer> }[] = [
      { kind: 'login', send: (i) => requestFrom(from(i), `${site.url}/api/v1/user/login`, { method: 'POST', body: logins[Math.floor(i / 4)] }) },
      { kind: 'claim', send: (i) => requestFrom(from(i), `${site.url}/api/v1/claims/5000/${AIRDROP_ACCOUNT}`) },
      { kind: 'result', send: (i) => requestFrom(from(i), `${site.url}/api/v1/game/sessions/${SESSION}/result`, { method: 'POST', headers: bearer, body: { inputs: [] } }) },
      { kind: 'ledger', send: (i) => requestFrom(from(i), `${site.url}/api/v1/stardust/me`, { headers: bearer }) },
    ]
    let signalledAt = -1
    let answered = 0
    const outcomes: { kind: string; status?: number; retryAfter?: unknown; error?: string; afterSignal: boolean }[] = []
    const burst = Array.from({ length: 80 }, async (_, i) => {
      const { kind, send } = kinds[i % kinds.length]!
      try {
        const answer = await send(i)
        outcomes.push({ kind, status: answer.status, retryAfter: answer.headers['retry-after'], afterSignal: signalledAt >= 0 })
      } catch (error) {
        outcomes.push({ kind, error: (error as Error).message, afterSignal: signalledAt >= 0 })
      }
      // SIGTERM once a few answers are in: the rest are in flight or still arriving.
      if (++answered === 5) {
        signalledAt = answered
        site.child.kill('SIGTERM')
      }
    })
    await Promise.all(burst)
    expect(await site.exited).toBe(0)

    expect(outcomes.filter((outcome) => outcome.error)).toEqual([])
    // The work's own answer (a result for an unknown session is 404), or 503 with Retry-After: never run.
    const expected: Record<string, number[]> = { login: [200], claim: [200], result: [404], ledger: [200] }
    for (const outcome of outcomes) {
      if (outcome.status === 503) expect(outcome.retryAfter).toBe('1')
      else expect(expected[outcome.kind]).toContain(outcome.status)
    }
    // Work taken before the signal was finished after it, not dropped.
    expect(outcomes.filter((outcome) => outcome.afterSignal && outcome.status !== 503).length).toBeGreaterThan(0)
    expect(site.output()).toContain('stop: SIGTERM')
    expect(site.output()).toMatch(/stop: database closed/)
    expect(site.output()).toMatch(/stop: sign-in store closed/)
  } finally {
    await site.kill()
    await redis.stop()
    await database.drop()
  }
})
