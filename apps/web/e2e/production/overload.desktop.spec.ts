// Overload is an answer: with one request served at a time and none waiting (set low by
// configuration), a burst gets the work or 503 with Retry-After, and nothing is half done: a
// refused login leaves its nonce usable, a refused game session leaves no row behind.
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { createDatabase, json, queryRows, requestFrom, startProductionSite, startRedis } from './productionSite'
import { newWallet, prepareLogin, signIn } from './signIn'

test('behavior: a burst past the concurrency limit gets only 200s and 503s with Retry-After, and the sign-in and game state agree with the answers', async () => {
  test.setTimeout(120_000)
  const redis = await startRedis()
  const database = await createDatabase()
  const site = await startProductionSite({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    AUTH_RATE_LIMIT_IP: '100000',
    STARDUST_MAX_IN_FLIGHT: '1',
    STARDUST_MAX_QUEUE: '0',
  })
  try {
    const from = (i: number) => `127.0.3.${1 + i}`
    // One at a time: never refused.
    const logins: { account: string; signedMsg: string }[] = []
    for (let i = 0; i < 40; i++) logins.push(await prepareLogin(site.url, from(i), newWallet()))
    const answers = await Promise.all(logins.map((body, i) => requestFrom(from(i), `${site.url}/api/v1/user/login`, { method: 'POST', body })))
    const statuses = answers.map((answer) => answer.status)
    expect(new Set(statuses)).toEqual(new Set([200, 503]))
    for (const answer of answers.filter((a) => a.status === 503)) {
      expect([answer.headers['retry-after'], json<{ error: { code: string } }>(answer).error.code]).toEqual(['1', 'overloaded'])
    }
    // Sent again one at a time: a login that was refused still has its nonce (200); one that was served spent it (401).
    for (const [i, body] of logins.entries()) {
      const again = await requestFrom(from(i), `${site.url}/api/v1/user/login`, { method: 'POST', body })
      expect(again.status).toBe(statuses[i] === 503 ? 200 : 401)
    }

    // Game sessions: every 200 is a row in the ledger's database, every 503 is none.
    const wallets = Array.from({ length: 4 }, () => newWallet())
    const tokens: string[] = []
    for (const wallet of wallets) tokens.push(await signIn(site.url, '127.0.4.1', wallet))
    const opens = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        requestFrom(from(i), `${site.url}/api/v1/game/sessions`, { method: 'POST', headers: { authorization: `Bearer ${tokens[i % 4]}` } }),
      ),
    )
    expect(new Set(opens.map((open) => open.status))).toEqual(new Set([200, 503]))
    const rows = await queryRows(database.url, 'select count(*) from game_sessions')
    expect(Number(rows[0])).toBe(opens.filter((open) => open.status === 200).length)
    // Readiness is never held behind the queue.
    expect((await requestFrom('127.0.4.2', `${site.url}/api/health`)).status).toBe(200)
  } finally {
    await site.kill()
    await redis.stop()
    await database.drop()
  }
})

test('behavior: with the only slot held, the metrics scrape and readiness still answer 200 while the API answers 503', async () => {
  test.setTimeout(120_000)
  const redis = await startRedis()
  const database = await createDatabase()
  const token = 'metrics-token-of-this-test-0123456789abcdef'
  const site = await startProductionSite({ DATABASE_URL: database.url, REDIS_URL: redis.url, METRICS_TOKEN: token, STARDUST_MAX_IN_FLIGHT: '1', STARDUST_MAX_QUEUE: '0' })
  // A sign-in whose body never ends holds the one slot for as long as this test keeps it open.
  const held = httpRequest(`${site.url}/api/v1/user/login`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': '1000' } })
  held.on('error', () => undefined)
  held.write('{')
  try {
    await expect.poll(async () => (await requestFrom('127.0.5.1', `${site.url}/api/v1/stardust/leaderboard`)).status, { timeout: 30_000 }).toBe(503)
    const metrics = await requestFrom('127.0.5.2', `${site.url}/api/metrics`, { headers: { authorization: `Bearer ${token}` } })
    expect([metrics.status, metrics.body]).toEqual([200, expect.stringContaining('stardust_build_info')])
    expect((await requestFrom('127.0.5.3', `${site.url}/api/health`)).status).toBe(200)
  } finally {
    held.destroy()
    await site.kill()
    await redis.stop()
    await database.drop()
  }
})
