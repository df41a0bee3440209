// @vitest-environment node
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, expect, test, vi } from 'vitest'
import { type TestAuthServer, TEST_CHAIN_ID, TEST_DOMAIN, startTestAuthServer } from '../../test/authServer.js'
import { heard } from '../../test/heard.js'
import { alice, bob } from '../../test/keys.js'
import { type Browser, createBrowser } from '../../test/tabs.js'
import { waitUntil } from '../../test/waitUntil.js'
import { SYNC_CHANNEL_NAME } from '../constants.js'

let server: TestAuthServer
let browser: Browser
let channel: BroadcastChannel | undefined

afterEach(async () => {
  vi.useRealTimers()
  channel?.close()
  browser.closeAll()
  await server.close()
})

/** A well-formed request of this site, account and chain, with its own nonce (only the reading is tested). */
function valid(nonce: string, address = alice.address) {
  return createSiweMessage({
    address: getAddress(address),
    chainId: TEST_CHAIN_ID,
    domain: TEST_DOMAIN,
    nonce,
    uri: `http://${TEST_DOMAIN}`,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 300_000),
  })
}

test('behavior: a flood of distinct valid requests changes the shown request once; the held one stays until its end or its quiet timeout', async () => {
  server = await startTestAuthServer()
  browser = createBrowser({ baseURL: server.baseURL, domain: TEST_DOMAIN })
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  const viewer = browser.openTab({ autoLogin: false })
  viewer.connect(alice)
  const seen = heard(viewer)
  channel = new BroadcastChannel(SYNC_CHANNEL_NAME)
  const post = (data: unknown) => channel!.postMessage(data)
  const request = (message: string, address: string = alice.address) => post({ type: 'sign-in-request', address, message })

  const first = valid('floodnonce0')
  const flood = Array.from({ length: 3_000 }, (_, index) => valid(`floodnonce${index + 1}`))
  request(first)
  for (const [index, message] of flood.entries()) {
    request(message)
    if (index % 2 === 0) request(valid(`bobnonce${index}`, bob.address), bob.address) // another account's, between them
  }
  // Messages of one sender arrive in order: once the request after them shows, every one above was read.
  post({ type: 'sign-in-request-ended', address: alice.address, message: flood.at(-1) })
  post({ type: 'sign-in-request-ended', address: alice.address, message: first })
  const next = valid('floodnext')
  request(next)
  await waitUntil(() => expect(viewer.auth.getState().signInRequest?.message).toBe(next))
  expect(seen.map((each) => each?.message ?? null)).toEqual([null, first, null, next])

  // Its repeats keep it (nothing changes); a different one waits behind it.
  await vi.advanceTimersByTimeAsync(20_000)
  request(next)
  request(flood[1]!)
  await vi.advanceTimersByTimeAsync(20_000)
  expect(viewer.auth.getState().signInRequest?.message).toBe(next)
  // The asking tab went quiet (crashed): dropped one lock lifetime after its last repeat; the next one then shows.
  await vi.advanceTimersByTimeAsync(10_000)
  expect(viewer.auth.getState().signInRequest).toBeNull()
  request(flood[1]!)
  await waitUntil(() => expect(viewer.auth.getState().signInRequest?.message).toBe(flood[1]))
  expect(seen.map((each) => each?.message ?? null)).toEqual([null, first, null, next, null, flood[1]])
})
