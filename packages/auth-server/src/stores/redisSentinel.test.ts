import { randomUUID } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { alice, bob, carol } from '../../test/helpers/accounts.js'
import { api, type ApiResult } from '../../test/helpers/api.js'
import { SENTINEL_NAME, startSentinelSet, type SentinelSet } from '../../test/helpers/redisSentinel.js'
import { testServer } from '../../test/helpers/testServer.js'
import { redisStore } from './redisStore.js'

// A primary, two replicas and three sentinels on free ports of their own; the primary is killed
// (SIGKILL) while holders sign in, and what each of them saw is checked.
let set: SentinelSet
beforeAll(async () => {
  set = await startSentinelSet()
}, 60_000)
afterAll(async () => {
  await set?.stop()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const codeOf = (answer: ApiResult) => `${answer.status}${answer.body?.error ? ` ${answer.body.error.code}` : ''}`

test('behavior: through a Sentinel failover mid-burst a holder sees at most a retried sign-in, and no revoked token comes back', async () => {
  const { server } = testServer(redisStore({ kind: 'sentinel', sentinels: set.sentinels, name: SENTINEL_NAME }, { prefix: `test:${randomUUID()}:` }))
  try {
    const holder = api(server)
    const kept = (await holder.signIn(alice)).result.body!.token!
    const revokedBefore = (await holder.signIn(bob)).result.body!.token!
    expect((await holder.logout(revokedBefore)).status).toBe(204)
    const revokedAtKill = (await holder.signIn(carol)).result.body!.token!

    // Eight holders behind their own addresses sign in one fresh wallet after another; each sign-in
    // is retried from the nonce while answers are 503 or its nonce was lost.
    const seen = new Map<string, number>()
    const retriesPerSignIn: number[] = []
    let killedAt = 0
    let signedInAfterKill = 0
    let firstAfterKill = 0
    const holders = Array.from({ length: 8 }, async (_, index) => {
      const client = api(server, `198.51.100.${index + 1}`)
      while (!killedAt || signedInAfterKill < 40) {
        const wallet = privateKeyToAccount(generatePrivateKey())
        for (let attempt = 0; ; attempt++) {
          const issued = await client.nonce(wallet.address)
          seen.set(codeOf(issued), (seen.get(codeOf(issued)) ?? 0) + 1)
          const message = issued.body?.data?.message
          const login = message ? await client.login(wallet.address, await wallet.signMessage({ message })) : undefined
          if (login) seen.set(codeOf(login), (seen.get(codeOf(login)) ?? 0) + 1)
          if (login?.status === 200) {
            retriesPerSignIn.push(attempt)
            if (killedAt && signedInAfterKill++ === 0) firstAfterKill = Date.now()
            break
          }
          expect(attempt, 'a sign-in kept failing').toBeLessThan(60)
          await sleep(Number((login ?? issued).headers.get('retry-after') ?? 0) > 0 ? 250 : 50)
        }
      }
    })
    await sleep(500)
    // The last logout before the primary dies: answered 204 only once a replica holds it.
    expect((await holder.logout(revokedAtKill)).status).toBe(204)
    set.killPrimary()
    killedAt = Date.now()
    await Promise.all(holders)
    await set.failedOver()

    // What the holders saw: tokens, or answers that say "retry"; nothing else.
    const allowed = new Set(['200', '503 store_unavailable', '401 nonce_invalid', '401 nonce_used'])
    expect([...seen.keys()].filter((code) => !allowed.has(code))).toEqual([])
    expect(seen.get('503 store_unavailable') ?? 0).toBeGreaterThan(0)
    expect(retriesPerSignIn.length).toBeGreaterThan(40)
    console.log(`sentinel failover: first sign-in ${firstAfterKill - killedAt} ms after the kill; answers ${JSON.stringify(Object.fromEntries(seen))}; sign-ins retried: ${retriesPerSignIn.filter((n) => n > 0).length} of ${retriesPerSignIn.length}, at most ${Math.max(...retriesPerSignIn)} times`)

    // After the failover: the kept token works, both revoked ones stay revoked.
    expect((await holder.me(kept)).status).toBe(200)
    expect(codeOf(await holder.me(revokedBefore))).toBe('401 token_revoked')
    expect(codeOf(await holder.me(revokedAtKill))).toBe('401 token_revoked')
  } finally {
    await server.close()
  }
}, 90_000)
