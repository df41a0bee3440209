import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEFAULT_RATE_LIMITS } from '../../src/constants.js'
import type { AuthStore } from '../../src/stores/types.js'
import { alice, bob } from '../helpers/accounts.js'
import { api } from '../helpers/api.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

/** Runs `count` tasks, `width` at a time. */
async function inWaves<T>(count: number, width: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, offset) => task(start + offset)))))
  }
  return results
}

// Thousands of requests and hundreds of signature checks: seconds on a quiet machine, far more on a loaded
// one (CI runs other packages' suites beside this one). The tests assert counts, never a duration.
const CROWD_TIMEOUT_MS = 180_000

/** The default limits against a cheap attacker and for a crowd; run once per store. */
export function crowdSuite(makeStore: () => AuthStore): void {
  const serve = serverPerTest(makeStore)

  test('behavior: one /64 rotating addresses cannot exhaust the nonce budget; other clients still sign in', async () => {
    // A total small enough that 3,400 addresses counted one by one would fill it three times over.
    const { server } = serve({ nonceLimits: { perAddress: 5, total: 1000 } })
    const statuses = await inWaves(3400, 100, (index) => {
      const host = `2001:db8:aa:bb:${(index >> 8).toString(16)}:${(index & 255).toString(16)}:${randomBytes(2).toString('hex')}:1`
      return api(server, host).nonce(`0x${randomBytes(20).toString('hex')}`).then((answer) => answer.status)
    })
    const passed = statuses.filter((status) => status === 200).length
    // At most the client's budget in a minute (half of it in one window), nothing else got through.
    expect(passed).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.nonce.perIp.limit)
    expect(passed).toBeGreaterThan(0)
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true)
    expect((await api(server, '198.51.100.20').signIn(alice)).result.status).toBe(200)
    expect((await api(server, '2001:db8:cc::9').signIn(bob)).result.status).toBe(200)
  }, CROWD_TIMEOUT_MS)

  test('behavior: 200 wallets behind one IPv4 address each sign in once, all at once, at the default limits', async () => {
    const { server } = serve()
    const crowd = api(server, '192.0.2.1')
    const wallets = Array.from({ length: 200 }, () => privateKeyToAccount(generatePrivateKey()))
    const statuses = await inWaves(wallets.length, 50, (index) => crowd.signIn(wallets[index]!).then((signed) => signed.result.status))
    expect(statuses.filter((status) => status === 200)).toHaveLength(200)
  }, CROWD_TIMEOUT_MS)
}
