import { createApiClient } from '@stardust/api-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { TEST_CHAIN_ID, type TestAuthServer, startTestAuthServer } from '../test/authServer.js'
import { alice } from '../test/keys.js'
import { MemoryStorage } from '../test/memoryStorage.js'
import { createWalletAuth } from '../src/exports/index.js'

const ROUNDS = 7
let server: TestAuthServer

beforeAll(async () => {
  server = await startTestAuthServer()
})
afterAll(() => server.close())

type RoundResult = { signatures: number; msFromSignatureToLastTab: number }

/**
 * One round: `tabs` tabs connect the same account at once. `coordinated: false` is the
 * baseline the public references show: every tab on its own (no shared lock, no broadcast).
 */
async function race(tabs: number, coordinated: boolean): Promise<RoundResult> {
  const shared = new MemoryStorage()
  let signatures = 0
  let firstSignedAt = Number.POSITIVE_INFINITY
  const tokenAt: number[] = []
  const instances = Array.from({ length: tabs }, (_, index) => {
    const auth = createWalletAuth({
      api: createApiClient({ baseURL: server.baseURL }),
      storage: coordinated ? shared : new MemoryStorage(),
      BroadcastChannel: coordinated ? undefined : null,
      locks: null,
      logger: { error() {} },
      wallet: {
        async signMessage({ message }) {
          signatures++
          const signature = await alice.signMessage({ message })
          firstSignedAt = Math.min(firstSignedAt, performance.now())
          return signature
        },
        disconnect() {},
      },
    })
    auth.subscribe((state) => {
      if (state.token && tokenAt[index] === undefined) tokenAt[index] = performance.now()
    })
    auth.start()
    return auth
  })
  for (const auth of instances) auth.setAccount({ status: 'connected', address: alice.address, chainId: TEST_CHAIN_ID })
  await expect.poll(() => tokenAt.filter((at) => at !== undefined).length, { timeout: 20_000, interval: 2 }).toBe(tabs)
  for (const auth of instances) auth.stop()
  return { signatures, msFromSignatureToLastTab: Math.max(...tokenAt) - firstSignedAt }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

test('tabs racing for one account', async () => {
  const lines = ['tabs | signatures (coordinated) | signatures (uncoordinated baseline) | ms signature -> last tab (median of 7) | ratio to 1 tab']
  let oneTab = 0
  // Warm-up (JIT, sockets, the server's first signing key use): not measured.
  for (let round = 0; round < 3; round++) await race(3, true)
  for (const tabs of [1, 3, 10]) {
    const coordinated: RoundResult[] = []
    const baseline: RoundResult[] = []
    for (let round = 0; round < ROUNDS; round++) {
      coordinated.push(await race(tabs, true))
      baseline.push(await race(tabs, false))
    }
    const signatures = Math.max(...coordinated.map((result) => result.signatures))
    const baselineSignatures = median(baseline.map((result) => result.signatures))
    const ms = median(coordinated.map((result) => result.msFromSignatureToLastTab))
    if (tabs === 1) oneTab = ms
    lines.push(`${String(tabs).padStart(4)} | ${String(signatures).padStart(25)} | ${String(baselineSignatures).padStart(36)} | ${ms.toFixed(1).padStart(38)} | ${(ms / oneTab).toFixed(2)}`)
    // The property, not a timing: one signature however many tabs.
    expect(signatures).toBe(1)
  }
  console.log(`\nwallet-auth bench (@stardust/auth-server on loopback, real signatures; ms includes the login round trip)\n${lines.join('\n')}\n`)
})
