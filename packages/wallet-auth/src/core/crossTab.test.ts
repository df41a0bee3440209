// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { waitUntil } from '../../test/waitUntil.js'
import { ACCOUNTS_STORAGE_KEY, LOCK_STORAGE_KEY } from '../constants.js'
import { type Browser, createBrowser } from '../../test/tabs.js'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice, bob } from '../../test/keys.js'
import { readTokenClaims } from './jwt.js'

let server: TestAuthServer
let browser: Browser

beforeEach(async () => {
  server = await startTestAuthServer()
  browser = createBrowser({ baseURL: server.baseURL })
})
afterEach(async () => {
  vi.useRealTimers()
  browser.closeAll()
  await server.close()
})

const authenticated = (browserTabs: Browser['tabs']) =>
  waitUntil(() => {
    for (const tab of browserTabs) expect(tab.auth.getState().status).toBe('authenticated')
  })

describe('cross-tab login', () => {
  test('behavior: three tabs racing: one signature, every tab holds the same token', async () => {
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()]
    for (const tab of tabs) tab.connect(alice)
    await authenticated(tabs)

    expect(browser.signRequests()).toBe(1)
    expect(server.stats.logins).toBe(1)
    const tokens = new Set(tabs.map((tab) => tab.auth.getState().token))
    expect(tokens.size).toBe(1)
    const [token] = tokens
    expect(readTokenClaims(token!).sub).toBe(alice.address.toLowerCase())
    expect(JSON.parse(browser.storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([{ address: alice.address.toLowerCase(), token }])
    expect(browser.storage.getItem(LOCK_STORAGE_KEY)).toBeNull()
  })

  test('behavior: the waiting tab stores the token another tab broadcast', async () => {
    server.mode.holdLogins = true
    const holder = browser.openTab()
    holder.connect(alice)
    await waitUntil(() => expect(holder.auth.getState().status).toBe('verifying'))
    const waiter = browser.openTab()
    waiter.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))
    expect(browser.storage.getItem(LOCK_STORAGE_KEY)).not.toBeNull()

    server.releaseLogins()
    await authenticated([holder, waiter])
    expect(waiter.signRequests).toBe(0)
    expect(waiter.auth.getState().token).toBe(holder.auth.getState().token)
    expect(waiter.tokenEvents).toEqual([
      { address: alice.address.toLowerCase(), token: holder.auth.getState().token, reason: 'other-tab', remote: true },
    ])
    expect(holder.tokenEvents.map((event) => event.reason)).toEqual(['login'])
  })

  test('behavior: the holder dies mid-login: the waiting tab takes over and signs', async () => {
    const holder = browser.openTab()
    holder.signBehaviour = 'hang'
    holder.connect(alice)
    await waitUntil(() => expect(holder.signRequests).toBe(1))
    const waiter = browser.openTab()
    waiter.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))
    expect(waiter.signRequests).toBe(0)

    holder.close()
    await authenticated([waiter])
    expect(waiter.signRequests).toBe(1)
    expect(browser.storage.getItem(LOCK_STORAGE_KEY)).toBeNull()
  })

  test('behavior: a stale lock is taken over after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    // A tab crashed while holding the lock: its marker stays and is never refreshed.
    browser.storage.setItem(LOCK_STORAGE_KEY, String(Date.now()))
    const tab = browser.openTab()
    tab.connect(alice)
    await vi.advanceTimersByTimeAsync(100)
    expect(tab.auth.getState().status).toBe('signing')

    await vi.advanceTimersByTimeAsync(29_000)
    expect(tab.signRequests).toBe(0)

    await vi.advanceTimersByTimeAsync(1_000)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    expect(tab.signRequests).toBe(1)
  })

  test('behavior: a live holder keeps its lock past 30 s: nobody signs twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const holder = browser.openTab()
    holder.signBehaviour = 'hang' // the user takes a minute to read the wallet prompt
    holder.connect(alice)
    await vi.advanceTimersByTimeAsync(100)
    await waitUntil(() => expect(holder.signRequests).toBe(1))
    const waiter = browser.openTab()
    waiter.connect(alice)
    await vi.advanceTimersByTimeAsync(65_000)
    expect(waiter.signRequests).toBe(0)
    expect(waiter.auth.getState().status).toBe('signing')
  })

  test('behavior: switching accounts keeps both tokens; switching back needs no signature', async () => {
    const tab = browser.openTab()
    tab.connect(alice)
    await authenticated([tab])
    const aliceToken = tab.auth.getState().token

    tab.connect(bob)
    await waitUntil(() => expect(tab.auth.getState()).toMatchObject({ status: 'authenticated', address: bob.address.toLowerCase() }))
    expect(tab.signRequests).toBe(2)
    expect(tab.auth.accounts().map((record) => record.address)).toEqual([bob.address.toLowerCase(), alice.address.toLowerCase()])

    tab.connect(alice)
    expect(tab.auth.getState()).toMatchObject({ status: 'authenticated', token: aliceToken })
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(tab.signRequests).toBe(2)
  })

  test('behavior: broadcasts of the wrong shape, another address or another subject are ignored', async () => {
    server.mode.holdLogins = true
    const holder = browser.openTab()
    holder.connect(alice)
    await waitUntil(() => expect(holder.auth.getState().status).toBe('verifying'))
    const waiter = browser.openTab()
    waiter.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))

    const spoof = new BroadcastChannel('wallet-auth:login')
    const aliceAddress = alice.address.toLowerCase()
    spoof.postMessage('login-success')
    spoof.postMessage({ type: 'login-success', address: aliceAddress })
    spoof.postMessage({ type: 'logged-in', address: aliceAddress, token: server.issueToken(alice.address, 60) })
    spoof.postMessage({ type: 'login-success', address: bob.address, token: server.issueToken(bob.address, 60) })
    spoof.postMessage({ type: 'login-success', address: aliceAddress, token: server.issueToken(bob.address, 60) })
    spoof.postMessage({ type: 'login-success', address: aliceAddress, token: server.issueToken(alice.address, -10) })
    await new Promise((resolve) => setTimeout(resolve, 50))
    spoof.close()

    expect(waiter.auth.getState()).toMatchObject({ status: 'signing', token: null })
    expect(waiter.tokenEvents).toEqual([])
    expect(browser.storage.getItem(ACCOUNTS_STORAGE_KEY)).toBeNull()

    server.releaseLogins()
    await authenticated([holder, waiter])
    expect(waiter.auth.getState().token).toBe(holder.auth.getState().token)
  })
})
