// @vitest-environment node
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'
import { waitUntil } from '../../test/waitUntil.js'
import { type Browser, type TestTab, createBrowser } from '../../test/tabs.js'
import { type ServerMode, type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice, bob } from '../../test/keys.js'
import { ACCOUNTS_STORAGE_KEY, CURRENT_STORAGE_KEY } from '../constants.js'

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

const aliceAddress = alice.address.toLowerCase()
const bobAddress = bob.address.toLowerCase()
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })

async function signedInTabs(count: number) {
  const tabs = Array.from({ length: count }, () => browser.openTab())
  for (const tab of tabs) tab.connect(alice)
  await waitUntil(() => {
    for (const tab of tabs) expect(tab.auth.getState().status).toBe('authenticated')
  })
  return tabs
}

describe('auto-login', () => {
  test('behavior: starts 100 ms after the connect, not before', async () => {
    fakeTimers()
    const tab = browser.openTab()
    tab.connect(alice)
    await vi.advanceTimersByTimeAsync(99)
    expect(tab.auth.getState().status).toBe('idle')
    await vi.advanceTimersByTimeAsync(1)
    expect(tab.auth.getState().status).toBe('preparing')
  })

  test('behavior: account changes inside the delay are debounced: only the last account signs', async () => {
    fakeTimers()
    const tab = browser.openTab()
    tab.connect(alice)
    await vi.advanceTimersByTimeAsync(60)
    tab.connect(bob)
    await vi.advanceTimersByTimeAsync(60)
    tab.connect(alice)
    await vi.advanceTimersByTimeAsync(100)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    expect(tab.signRequests).toBe(1)
    expect(tab.auth.accounts().map((record) => record.address)).toEqual([aliceAddress])
  })

  test('behavior: a reconnect blip keeps the token and asks for nothing', async () => {
    const [tab] = await signedInTabs(1)
    const token = tab!.auth.getState().token
    fakeTimers()
    tab!.dropConnection()
    await vi.advanceTimersByTimeAsync(499)
    tab!.auth.setAccount({ status: 'reconnecting' })
    tab!.connect(alice)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(tab!.auth.getState()).toMatchObject({ status: 'authenticated', token })
    expect(tab!.signRequests).toBe(1)
    expect(tab!.tokenEvents.map((event) => event.reason)).toEqual(['login'])
  })
})

describe('sign-out', () => {
  test('behavior: a disconnect that lasts past the debounce clears the token', async () => {
    const [tab] = await signedInTabs(1)
    fakeTimers()
    tab!.dropConnection()
    await vi.advanceTimersByTimeAsync(499)
    expect(tab!.auth.accounts()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(tab!.auth.accounts()).toEqual([])
  })

  test('behavior: disconnecting clears only that account, in every tab', async () => {
    const tabs = await signedInTabs(2)
    tabs[0]!.connect(bob)
    await waitUntil(() => expect(tabs[0]!.auth.getState().status).toBe('authenticated'))
    tabs[0]!.connect(alice)

    tabs[0]!.dropConnection()
    await waitUntil(() => expect(tabs[1]!.disconnects).toBe(1))
    expect(tabs[0]!.auth.accounts().map((record) => record.address)).toEqual([bobAddress])
    expect(browser.storage.getItem(CURRENT_STORAGE_KEY)).toBeNull()
    expect(tabs[1]!.auth.getState()).toMatchObject({ token: null, isConnected: false })
    expect(tabs[1]!.tokenEvents.at(-1)).toEqual({ address: aliceAddress, token: null, reason: 'sign-out', remote: true })
  })

  test('behavior: leaving during the signature stops the tabs waiting on it: no prompt after the user left', async () => {
    const holder = browser.openTab()
    holder.signBehaviour = 'hang'
    holder.connect(alice)
    await waitUntil(() => expect(holder.signRequests).toBe(1))
    const waiter = browser.openTab()
    waiter.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))

    holder.dropConnection() // the user closed the dialog: RainbowKit disconnects
    await waitUntil(() => expect(waiter.disconnects).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(waiter.signRequests).toBe(0)
  })

  test('behavior: signOut() clears and disconnects here and in the other tabs', async () => {
    const tabs = await signedInTabs(2)
    tabs[1]!.auth.signOut()
    expect(tabs[1]!.auth.getState().token).toBeNull()
    await waitUntil(() => expect(tabs[0]!.disconnects).toBe(1))
    expect(tabs[1]!.disconnects).toBe(1)
    expect(JSON.parse(browser.storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([])
  })

  test('behavior: clearAll() removes every account and reaches every tab', async () => {
    const tabs = await signedInTabs(2)
    const bobTab = browser.openTab()
    bobTab.connect(bob)
    await waitUntil(() => expect(bobTab.auth.getState().status).toBe('authenticated'))

    tabs[0]!.auth.clearAll()
    expect(JSON.parse(browser.storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([])
    await waitUntil(() => {
      for (const tab of [...tabs, bobTab]) expect(tab.disconnects).toBe(1)
    })
    expect(bobTab.tokenEvents.at(-1)).toEqual({ address: bobAddress, token: null, reason: 'clear-all', remote: true })
    const cleared = tabs[0]!.tokenEvents.filter((event) => event.reason === 'clear-all')
    expect(cleared.map((event) => [event.address, event.remote]).sort()).toEqual([
      [aliceAddress, false],
      [bobAddress, false],
    ].sort())
  })
})

describe('expiry', () => {
  /** A browser on its own auth server (tokens of `mode.ttlSeconds`), on fake timers, closed after the test. */
  async function shortLivedBrowser(mode: Partial<ServerMode>) {
    const shortLived = await startTestAuthServer(mode)
    const shortBrowser = createBrowser({ baseURL: shortLived.baseURL })
    onTestFinished(async () => {
      vi.useRealTimers()
      shortBrowser.closeAll()
      await shortLived.close()
    })
    fakeTimers()
    return shortBrowser
  }

  async function signInAlice(tabs: TestTab[]) {
    for (const tab of tabs) tab.connect(alice)
    await vi.advanceTimersByTimeAsync(100)
    await waitUntil(() => {
      for (const tab of tabs) expect(tab.auth.getState().status).toBe('authenticated')
    })
  }

  test('behavior: at the token expiry every tab is signed out', async () => {
    const shortBrowser = await shortLivedBrowser({ ttlSeconds: 60 })
    const tabs = [shortBrowser.openTab(), shortBrowser.openTab()]
    await signInAlice(tabs)

    // To 1 s before the token's exp: waitUntil advances the fake clock on every check, so on a
    // loaded machine the wait above can use up part of the 60 s.
    const exp = JSON.parse(Buffer.from(tabs[0]!.auth.getState().token!.split('.')[1]!, 'base64url').toString()).exp as number
    await vi.advanceTimersByTimeAsync(exp * 1000 - Date.now() - 1_000)
    expect(tabs.map((tab) => tab.disconnects)).toEqual([0, 0])
    await vi.advanceTimersByTimeAsync(1_000)
    await waitUntil(() => {
      for (const tab of tabs) expect(tab.auth.getState()).toMatchObject({ token: null, isConnected: false })
    })
    expect(JSON.parse(shortBrowser.storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([])
    for (const tab of tabs) expect(tab.tokenEvents.at(-1)).toMatchObject({ token: null, reason: 'expired' })
  })

  test('behavior: a stopped controller leaves the token alone at its expiry', async () => {
    const shortBrowser = await shortLivedBrowser({ ttlSeconds: 60 })
    const tab = shortBrowser.openTab()
    await signInAlice([tab])
    const events = tab.tokenEvents.length

    tab.auth.stop()
    await vi.advanceTimersByTimeAsync(61_000)
    expect(JSON.parse(shortBrowser.storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toHaveLength(1)
    expect(tab.tokenEvents).toHaveLength(events)
  })

  test('behavior: an opaque token expires at the server expiresAt', async () => {
    const tab = (await shortLivedBrowser({ opaque: true, ttlSeconds: 60 })).openTab()
    await signInAlice([tab])
    expect(tab.auth.getState().token).not.toContain('.')

    await vi.advanceTimersByTimeAsync(60_000)
    await waitUntil(() => expect(tab.auth.getState()).toMatchObject({ token: null, isConnected: false }))
    expect(tab.tokenEvents.at(-1)).toMatchObject({ token: null, reason: 'expired' })
  })

  test('behavior: an expired stored token counts as none: the account signs in again', async () => {
    browser.storage.setItem(ACCOUNTS_STORAGE_KEY, JSON.stringify([{ address: aliceAddress, token: server.issueToken(alice.address, -1) }]))
    const tab = browser.openTab()
    tab.connect(alice)
    expect(tab.auth.getState().token).toBeNull()
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    expect(tab.signRequests).toBe(1)
  })
})

describe('storage', () => {
  test.each([
    ['not JSON', '{oops'],
    ['an object', '{"address":"x"}'],
    ['foreign entries', '[1,null,{"address":"nope","token":"t"},{"address":"0x0000000000000000000000000000000000000001","token":""}]'],
  ])('behavior: %s counts as empty and is repaired', async (_, raw) => {
    browser.storage.setItem(ACCOUNTS_STORAGE_KEY, raw)
    browser.storage.setItem(CURRENT_STORAGE_KEY, 'not an address')
    const tab = browser.openTab()
    expect(tab.auth.accounts()).toEqual([])
    expect(browser.storage.getItem(ACCOUNTS_STORAGE_KEY)).toBe('[]')
    tab.connect(alice)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    expect(tab.auth.accounts()).toHaveLength(1)
  })
})
