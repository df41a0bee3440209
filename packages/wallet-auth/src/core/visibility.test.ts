import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { waitUntil } from '../../test/waitUntil.js'
import { type Browser, createBrowser } from '../../test/tabs.js'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'

let server: TestAuthServer
let browser: Browser
let clock = Date.now()

beforeEach(async () => {
  server = await startTestAuthServer({ ttlSeconds: 60 })
  clock = Date.now()
  // A clock of its own: a background tab's timers are throttled, its clock is not.
  browser = createBrowser({ baseURL: server.baseURL, now: () => clock })
})
afterEach(async () => {
  browser.closeAll()
  await server.close()
})

describe('expiry when the tab becomes visible', () => {
  test('behavior: a tab coming back after the expiry signs out at once', async () => {
    const tab = browser.openTab()
    tab.connect(alice)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))

    document.dispatchEvent(new Event('visibilitychange'))
    expect(tab.auth.getState().status).toBe('authenticated')

    // Past the token's expiry whatever the sign-in took: the server dated the token (iat) before this
    // line, so iat + 60 s is before now + 61 s. (From the clock of beforeEach, a sign-in slower than 1 s on a
    // loaded machine left the token valid: a fresh-clone CI run failed so.)
    clock = Date.now() + 61_000
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(tab.auth.getState().token).toBeNull()
    expect(tab.tokenEvents.at(-1)).toMatchObject({ token: null, reason: 'expired', remote: false })
    await waitUntil(() => expect(tab.disconnects).toBe(1))
  })
})
