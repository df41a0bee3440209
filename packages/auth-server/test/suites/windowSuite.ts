import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import type { AuthStore } from '../../src/stores/types.js'
import { alice } from '../helpers/accounts.js'
import { api } from '../helpers/api.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

const randomAccount = () => `0x${randomBytes(20).toString('hex')}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What a budget admits over time, and who counts as one client; run once per store, in real time. */
export function windowSuite(makeStore: () => AuthStore): void {
  const serve = serverPerTest(makeStore)

  test('behavior: a burst across a window edge passes at most the budget', async () => {
    const budget = 6
    const windowMs = 2000
    const { server } = serve({ rateLimits: { nonce: { perIp: { limit: budget, windowMs } } } })
    const client = api(server)
    // Ten callers ask without pause from before one window's end until well after it: the fixed
    // window this replaces passed its budget on each side of the edge (twice the budget).
    const until = Date.now() + windowMs * 1.25
    const statuses: number[] = []
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (Date.now() < until) statuses.push((await client.nonce(randomAccount())).status)
      }),
    )
    const passed = statuses.filter((status) => status === 200).length
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
    expect(passed).toBeLessThanOrEqual(budget)
    // More than one window's share passed: the burst did cross an edge.
    expect(passed).toBeGreaterThan(budget / 2)
  })

  test('behavior: Retry-After is the time left in the client\'s window, and waiting it is enough', async () => {
    const { client } = serve({ rateLimits: { nonce: { perIp: { limit: 1, windowMs: 3000 } } } })
    expect((await client.nonce(randomAccount())).status).toBe(200)
    await sleep(1500)
    const refused = await client.nonce(randomAccount())
    expect([refused.status, refused.body!.error!.code]).toEqual([429, 'rate_limited'])
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(2)
    await sleep(retryAfter * 1000)
    expect((await client.nonce(randomAccount())).status).toBe(200)
  })

  test('behavior: IPv6 addresses of one /64 are one client; another /64 and IPv4 clients are not', async () => {
    const { server } = serve({ rateLimits: { nonce: { perIp: { limit: 4, windowMs: 60_000 } } } })
    const inNetwork = (index: number) => api(server, `2001:db8:1:2:${index.toString(16)}:0:0:${(index * 7).toString(16)}`)
    const statuses = []
    for (let index = 0; index < 6; index++) statuses.push((await inNetwork(index).nonce(randomAccount())).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429])
    expect((await api(server, '2001:db8:1:3::1').nonce(randomAccount())).status).toBe(200)
    expect((await api(server, '203.0.113.50').nonce(randomAccount())).status).toBe(200)
  })

  test('parameters: ipv6Prefix 128 counts each IPv6 address alone', async () => {
    const { server } = serve({ ipv6Prefix: 128, rateLimits: { nonce: { perIp: { limit: 1, windowMs: 60_000 } } } })
    expect((await api(server, '2001:db8::1').nonce(alice.address)).status).toBe(200)
    expect((await api(server, '2001:db8::2').nonce(alice.address)).status).toBe(200)
    expect((await api(server, '2001:db8:0:0::1').nonce(alice.address)).status).toBe(429)
  })
}
