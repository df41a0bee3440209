import { expect, test } from 'vitest'
import type { AuthStore } from '../../src/stores/types.js'
import { alice, bob, carol } from '../helpers/accounts.js'
import { api } from '../helpers/api.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

const window = (limit: number) => ({ limit, windowMs: 60_000 })

/** Rate limits and nonce bounds; run once per store. */
export function limitsSuite(makeStore: () => AuthStore): void {
  const serve = serverPerTest(makeStore)
  const setup = (overrides: Parameters<typeof serve>[0] = {}) => {
    const made = serve(overrides)
    return { ...made, other: api(made.server, '198.51.100.9') }
  }

  test('nonce per address: 429 with Retry-After, other addresses unaffected', async () => {
    const { client } = setup({ rateLimits: { nonce: { perAddress: window(4) } } })
    expect((await client.nonce(alice.address)).status).toBe(200)
    expect((await client.nonce(alice.address)).status).toBe(200)
    const limited = await client.nonce(alice.address)
    expect([limited.status, limited.body!.error!.code]).toEqual([429, 'rate_limited'])
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await client.nonce(bob.address)).status).toBe(200)
  })

  test('nonce and login per IP: 429, other IPs unaffected', async () => {
    const { client, other } = setup({ rateLimits: { nonce: { perIp: window(4) }, login: { perIp: window(1) } } })
    await client.nonce(alice.address)
    await client.nonce(bob.address)
    expect((await client.nonce(carol.address)).status).toBe(429)
    expect((await other.nonce(carol.address)).status).toBe(200)
    expect((await client.login(alice.address, '0x00')).status).not.toBe(429)
    expect((await client.login(alice.address, '0x00')).status).toBe(429)
  })

  test('login per address: 429 before any verification', async () => {
    const { client, other } = setup({ rateLimits: { login: { perAddress: window(1) } } })
    const { message } = (await client.nonce(alice.address)).body!.data!
    expect((await client.login(alice.address, await bob.signMessage({ message }))).status).toBe(401)
    const limited = await other.login(alice.address, await alice.signMessage({ message }))
    expect([limited.status, limited.body!.error!.code]).toEqual([429, 'rate_limited'])
  })

  test('outstanding nonces per address: the oldest is evicted', async () => {
    const { client } = setup({ nonceLimits: { perAddress: 2, total: 100 } })
    const first = (await client.nonce(alice.address)).body!.data!.message
    const second = (await client.nonce(alice.address)).body!.data!.message
    await client.nonce(alice.address)
    expect((await client.login(alice.address, await alice.signMessage({ message: first }), first)).body!.error!.code).toBe('nonce_invalid')
    expect((await client.login(alice.address, await alice.signMessage({ message: second }))).status).toBe(200)
  })

  test('outstanding nonces per address: eviction follows issue order even within one millisecond', async () => {
    const { client } = setup({ nonceLimits: { perAddress: 3, total: 1000 }, rateLimits: { nonce: { perAddress: window(100) } } })
    for (let round = 0; round < 5; round++) {
      const messages = []
      for (let index = 0; index < 4; index++) messages.push((await client.nonce(carol.address)).body!.data!.message)
      const evicted = await client.login(carol.address, await carol.signMessage({ message: messages[0]! }), messages[0])
      expect(evicted.body!.error!.code).toBe('nonce_invalid')
    }
  })

  test('outstanding nonces in total: 429 once full, nothing stored', async () => {
    const { client } = setup({ nonceLimits: { perAddress: 5, total: 2 } })
    expect((await client.nonce(alice.address)).status).toBe(200)
    expect((await client.nonce(bob.address)).status).toBe(200)
    const full = await client.nonce(carol.address)
    expect([full.status, full.body!.error!.code]).toEqual([429, 'rate_limited'])
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await client.login(carol.address, '0x00')).body!.error!.code).toBe('nonce_invalid')
  })
}
