// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { waitUntil } from '../../test/waitUntil.js'
import { type Browser, createBrowser } from '../../test/tabs.js'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'
import { createLockManager } from '../../test/lockManager.js'
import { LOCK_STORAGE_KEY, WEB_LOCK_NAME } from '../constants.js'

let server: TestAuthServer
let browser: Browser
let locks: ReturnType<typeof createLockManager>

beforeEach(async () => {
  server = await startTestAuthServer()
  locks = createLockManager()
  browser = createBrowser({ baseURL: server.baseURL, locks })
})
afterEach(async () => {
  browser.closeAll()
  await server.close()
})

describe('with Web Locks', () => {
  test('behavior: three tabs racing: one signature; the marker is still written while the lock is held', async () => {
    server.mode.holdLogins = true
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()]
    for (const tab of tabs) tab.connect(alice)
    await waitUntil(() => expect(server.stats.logins).toBe(1))
    expect(locks.held.has(WEB_LOCK_NAME)).toBe(true)
    expect(Number(browser.storage.getItem(LOCK_STORAGE_KEY))).toBeGreaterThan(0)

    server.releaseLogins()
    await waitUntil(() => {
      for (const tab of tabs) expect(tab.auth.getState().status).toBe('authenticated')
    })
    expect(browser.signRequests()).toBe(1)
    expect(locks.held.size).toBe(0)
    expect(browser.storage.getItem(LOCK_STORAGE_KEY)).toBeNull()
  })

  test('behavior: a dead tab\'s marker does not block when the Web Lock is free', async () => {
    browser.storage.setItem(LOCK_STORAGE_KEY, String(Date.now()))
    const tab = browser.openTab()
    tab.connect(alice)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    expect(tab.signRequests).toBe(1)
  })
})
