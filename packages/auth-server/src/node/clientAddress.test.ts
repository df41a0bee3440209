import { request as httpRequest } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { alice, bob, TEST_SECRET } from '../../test/helpers/accounts.js'
import { memoryStore } from '../stores/memoryStore.js'
import { startAuthServer, type StartAuthServerReturnType } from './startAuthServer.js'

// Each client connects from its own loopback address (127.0.0.x: the whole block is local on
// Linux), as distinct visitors do; the server listens on 127.0.0.1.
const running: StartAuthServerReturnType[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

// Six in any minute: three per limiter window.
const LIMIT = { limit: 6, windowMs: 60_000 }
const GENEROUS = { limit: 1000, windowMs: 60_000 }

async function start(trustedProxies: number) {
  const started = await startAuthServer({
    port: 0,
    config: {
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      secret: TEST_SECRET,
      chainIds: [1],
      store: memoryStore(),
      production: false,
      trustedProxies,
      rateLimits: { nonce: { perIp: LIMIT, perAddress: GENEROUS }, login: { perIp: LIMIT, perAddress: GENEROUS } },
    },
  })
  running.push(started)
  return started
}

/** POST from the loopback address `from`, with extra headers; the status code. */
function postFrom(from: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume()
      res.once('end', () => resolve(res.statusCode ?? 0))
    })
    req.once('error', reject)
    req.end(payload)
  })
}

const statuses = (count: number, send: (i: number) => Promise<number>) => Promise.all(Array.from({ length: count }, (_, i) => send(i)))

test('behavior: facing clients, a client rotating X-Forwarded-For still has one nonce budget; another address has its own', async () => {
  const { url } = await start(0)
  const forged = await statuses(5, (i) => postFrom('127.0.0.2', `${url}/user/nonce`, { account: alice.address }, { 'x-forwarded-for': `10.1.${i}.1` }))
  expect(forged.sort()).toEqual([200, 200, 200, 429, 429])
  expect(await postFrom('127.0.0.3', `${url}/user/nonce`, { account: alice.address })).toBe(200)
})

test('behavior: facing clients, login attempts are counted per socket address whatever the header says', async () => {
  const { url } = await start(0)
  const garbage = { account: bob.address, signedMsg: `0x${'11'.repeat(65)}` }
  const forged = await statuses(5, (i) => postFrom('127.0.0.4', `${url}/user/login`, garbage, { 'x-forwarded-for': `10.2.${i}.1` }))
  // Within the budget the answer is the verdict on the signature (no nonce: 401); past it, 429.
  expect(forged.sort()).toEqual([401, 401, 401, 429, 429])
  expect(await postFrom('127.0.0.5', `${url}/user/login`, garbage)).toBe(401)
})

test('behavior: behind one appending proxy, the last entry is the client: forged entries to its left change nothing', async () => {
  const { url } = await start(1)
  // One proxy (on 127.0.0.6) relays one client, 203.0.113.7, who forges a new first entry each time.
  const sameClient = await statuses(5, (i) =>
    postFrom('127.0.0.6', `${url}/user/nonce`, { account: alice.address }, { 'x-forwarded-for': `10.3.${i}.1, 203.0.113.7` }),
  )
  expect(sameClient.sort()).toEqual([200, 200, 200, 429, 429])
  // The same proxy relaying another client: its own budget.
  expect(await postFrom('127.0.0.6', `${url}/user/nonce`, { account: alice.address }, { 'x-forwarded-for': '203.0.113.8' })).toBe(200)
})
