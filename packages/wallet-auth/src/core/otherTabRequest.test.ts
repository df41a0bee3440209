// @vitest-environment node
import { createApiClient } from '@stardust/api-client'
import { getAddress, verifyMessage } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type TestAuthServer, TEST_CHAIN_ID, TEST_DOMAIN, startTestAuthServer } from '../../test/authServer.js'
import { heard } from '../../test/heard.js'
import { alice, bob } from '../../test/keys.js'
import { type Browser, type SignBehaviour, type TestTab, createBrowser } from '../../test/tabs.js'
import { waitUntil } from '../../test/waitUntil.js'
import { SYNC_CHANNEL_NAME } from '../constants.js'
import type { SignInRequest } from './signInRequest.js'

let server: TestAuthServer
let browser: Browser
const channels: BroadcastChannel[] = []

async function start() {
  server = await startTestAuthServer()
  // Every tab is a page of the site the server signs messages for.
  browser = createBrowser({ baseURL: server.baseURL, domain: TEST_DOMAIN })
}
afterEach(async () => {
  vi.useRealTimers()
  for (const channel of channels.splice(0)) channel.close()
  browser.closeAll()
  await server.close()
})

/** A tab whose wallet has been asked to sign (it holds the lock), and the message it was asked. */
async function asking(tab: TestTab): Promise<string> {
  tab.signBehaviour = 'hang'
  tab.connect(alice)
  await waitUntil(() => expect(tab.signRequests).toBe(1))
  return tab.messages[0]!
}

/** Another tab's request, as the waiting tab shows it. */
async function shownInOtherTab(tab: TestTab, message: string): Promise<SignInRequest> {
  await waitUntil(() => expect(tab.auth.getState().signInRequest).toMatchObject({ message, asker: 'other-tab' }))
  return tab.auth.getState().signInRequest!
}

/** Two tabs of one account: `holder`'s wallet asked to sign, `waiter` (whose wallet does `waiterSigns`) showing that request. */
async function holderAndWaiter(waiterSigns: SignBehaviour = 'sign') {
  const holder = browser.openTab()
  const waiter = browser.openTab()
  const message = await asking(holder)
  waiter.signBehaviour = waiterSigns
  waiter.connect(alice)
  const request = await shownInOtherTab(waiter, message)
  return { holder, waiter, message, request }
}

/** A script of the same origin posting on the sync channel. */
function sender() {
  const channel = new BroadcastChannel(SYNC_CHANNEL_NAME)
  channels.push(channel)
  return (data: unknown) => channel.postMessage(data)
}

/** A real EIP-4361 message of the server, as a tab would have asked its wallet to sign. */
const serverMessage = async (address = alice.address) => (await createApiClient({ baseURL: server.baseURL }).getNonce(address, TEST_CHAIN_ID)).message!

/** A well-formed message with some fields changed (not issued by the server: only the reading is tested). */
function forged(fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    address: getAddress(alice.address),
    chainId: TEST_CHAIN_ID,
    domain: TEST_DOMAIN,
    nonce: 'forgednonce1234',
    uri: `http://${TEST_DOMAIN}`,
    version: '1',
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 300_000),
    ...fields,
  })
}

describe("another tab's sign-in request", () => {
  test('default: the waiting tab shows the very message the asking tab\'s wallet signs, until one signature signs in every tab', async () => {
    await start()
    const { holder, waiter, message, request } = await holderAndWaiter()
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))
    expect(request).toMatchObject({ address: alice.address.toLowerCase(), message, asker: 'other-tab' })
    expect(request.siwe).toMatchObject({ address: getAddress(alice.address), chainId: TEST_CHAIN_ID, domain: TEST_DOMAIN })
    expect(request.siwe!.expirationTime).toEqual(holder.auth.getState().signInRequest!.siwe!.expirationTime)
    expect(holder.auth.getState().signInRequest).toMatchObject({ message, asker: 'controller' })
    expect(waiter.signRequests).toBe(0)

    holder.approveOpenPrompt()
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('authenticated'))
    expect(waiter.auth.getState().signInRequest).toBeNull()
    expect(waiter.auth.getState().token).toBe(holder.auth.getState().token)
    expect(browser.signRequests()).toBe(1)
    expect(server.stats.tokens).toBe(1)
  })

  test("behavior: the RainbowKit dialog's message is shown in the other tab too, gone once its signature is verified", async () => {
    await start()
    const holder = browser.openTab({ autoLogin: false })
    const viewer = browser.openTab({ autoLogin: false })
    holder.connect(alice)
    viewer.connect(alice)
    await holder.auth.dialog.getNonce()
    const message = holder.auth.dialog.createMessage()
    const request = await shownInOtherTab(viewer, message)
    // What the viewer explains is what the wallet signs: the server accepts that very signature.
    const signature = await alice.signMessage({ message: request.message })
    expect(await verifyMessage({ address: alice.address, message, signature })).toBe(true)

    await expect(holder.auth.dialog.verify({ message, signature })).resolves.toBe(true)
    await waitUntil(() => expect(viewer.auth.getState()).toMatchObject({ status: 'authenticated', signInRequest: null }))
  })

  test('behavior: a refusal in the asking tab takes it away in the waiting tab', async () => {
    await start()
    const { holder, waiter } = await holderAndWaiter()

    holder.rejectOpenPrompt()
    await waitUntil(() => expect(waiter.auth.getState().signInRequest).toBeNull())
    // The waiting login ended with the refusal (no second prompt), as before.
    await waitUntil(() => expect(waiter.disconnects).toBe(1))
    expect(browser.signRequests()).toBe(1)
  })

  test("behavior: the asking tab's cancel() or disconnect takes it away", async () => {
    await start()
    const { holder, waiter } = await holderAndWaiter()
    holder.auth.cancel()
    await waitUntil(() => expect(waiter.auth.getState().signInRequest).toBeNull())

    const next = browser.openTab({ autoLogin: false })
    const viewer = browser.openTab({ autoLogin: false })
    next.signBehaviour = 'hang'
    next.connect(alice)
    viewer.connect(alice)
    void next.auth.login()
    await waitUntil(() => expect(next.signRequests).toBe(1))
    await shownInOtherTab(viewer, next.messages[0]!)
    next.dropConnection()
    await waitUntil(() => expect(viewer.auth.getState().signInRequest).toBeNull())
  })

  test('behavior: the asking tab closing takes it away; the waiting tab then asks the wallet itself and shows its own', async () => {
    await start()
    const { holder, waiter, message } = await holderAndWaiter('hang')

    holder.close()
    await waitUntil(() => expect(waiter.signRequests).toBe(1))
    expect(waiter.auth.getState().signInRequest).toMatchObject({ message: waiter.messages[0], asker: 'controller' })
    expect(waiter.messages[0]).not.toBe(message)
  })

  test('behavior: a tab opened after the prompt hears it when the asking tab repeats it', async () => {
    await start()
    // A short lock lifetime: the asking tab repeats its request every third of it.
    const holder = browser.openTab({ timing: { lockTtlMs: 900 } })
    const message = await asking(holder)
    const late = browser.openTab({ autoLogin: false })
    late.connect(alice)
    await shownInOtherTab(late, message)
  })

  test('behavior: a request never repeated is forgotten after one lock lifetime; an expiring one at its expiry', async () => {
    await start()
    const quiet = await serverMessage()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const viewer = browser.openTab({ autoLogin: false })
    viewer.connect(alice)
    const post = sender()

    // The asking tab crashed right after saying it asks: no repeat, no end.
    post({ type: 'sign-in-request', address: alice.address, message: quiet })
    await shownInOtherTab(viewer, quiet)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(viewer.auth.getState().signInRequest?.message).toBe(quiet)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(viewer.auth.getState().signInRequest).toBeNull()

    const expiring = forged({ expirationTime: new Date(Date.now() + 20_000) })
    post({ type: 'sign-in-request', address: alice.address, message: expiring })
    await shownInOtherTab(viewer, expiring)
    await vi.advanceTimersByTimeAsync(10_000)
    post({ type: 'sign-in-request', address: alice.address, message: expiring })
    await vi.advanceTimersByTimeAsync(9_000)
    expect(viewer.auth.getState().signInRequest?.message).toBe(expiring)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(viewer.auth.getState().signInRequest).toBeNull()
  })

  test("behavior: malformed messages, another account's, chain's or domain's, expired or not yet valid ones change nothing and throw nowhere", async () => {
    await start()
    const viewer = browser.openTab({ autoLogin: false })
    viewer.connect(alice)
    const seen = heard(viewer)
    const errors: unknown[] = []
    const onError = (error: unknown) => errors.push(error)
    process.on('uncaughtException', onError)
    const post = sender()
    const real = await serverMessage()
    const bobs = await serverMessage(bob.address)
    const request = (message: unknown, address: unknown = alice.address) => post({ type: 'sign-in-request', address, message })

    request('not a sign-in message at all')
    request('abc123nonce') // a legacy server's bare nonce: nothing to explain
    request(real.replace('Version: 1', 'Version: 2'))
    request(real.replace(/\nNonce: .*/, ''))
    request(real.replace(/Expiration Time: .*/, 'Expiration Time: tomorrow'))
    request(`${real}\n`.repeat(200))
    request(real, 'alice')
    request(real, bob.address) // says bob, names alice
    request(bobs, bob.address) // bob's prompt: not the connected account
    request(forged({ chainId: 1 }))
    request(forged({ domain: 'evil.example' }))
    request(forged({ expirationTime: new Date(Date.now() - 1_000) }))
    request(forged({ notBefore: new Date(Date.now() + 60_000) }))
    request([real])
    request({ text: real })
    post({ type: 'sign-in-request', address: alice.address })
    post({ type: 'sign-in-request-ended', address: alice.address, message: 7 })
    post(null)
    post('sign-in-request')
    // Messages of one sender arrive in order: once this one shows, every one above was read.
    request(real)
    await shownInOtherTab(viewer, real)
    // An end for another message leaves it; its own end takes it away.
    post({ type: 'sign-in-request-ended', address: alice.address, message: forged() })
    post({ type: 'sign-in-request-ended', address: alice.address, message: real })
    await waitUntil(() => expect(viewer.auth.getState().signInRequest).toBeNull())
    process.off('uncaughtException', onError)

    expect(seen.map((each) => each?.message ?? null)).toEqual([null, real, null])
    expect(errors).toEqual([])
    expect(viewer.auth.getState()).toMatchObject({ status: 'idle', isConnected: true, token: null })
    expect(viewer.signRequests).toBe(0)
  })

  test('behavior: without a domain (no page and none given), no other tab\'s request is shown', async () => {
    await start()
    const holder = browser.openTab()
    const waiter = browser.openTab({ domain: null })
    const witness = browser.openTab({ autoLogin: false })
    const message = await asking(holder)
    waiter.connect(alice)
    witness.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))
    await shownInOtherTab(witness, message)
    expect(waiter.auth.getState().signInRequest).toBeNull()
  })
})
