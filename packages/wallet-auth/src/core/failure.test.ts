// @vitest-environment node
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { waitUntil } from '../../test/waitUntil.js'
import { type Browser, createBrowser } from '../../test/tabs.js'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'
import { ACCOUNTS_STORAGE_KEY, LOCK_STORAGE_KEY } from '../constants.js'
import { LoginError } from '../errors.js'
import { LOGIN_FAILED_LOG, PREPARE_ERROR_TEXT, SIGN_ERROR_TEXT, VERIFY_ERROR_TEXT } from '../texts.js'

let server: TestAuthServer
let browser: Browser
const logger = { error: vi.fn() }

beforeEach(async () => {
  server = await startTestAuthServer()
  browser = createBrowser({ baseURL: server.baseURL, logger })
  logger.error.mockClear()
})
afterEach(async () => {
  browser.closeAll()
  await server.close()
})

const aliceAddress = alice.address.toLowerCase()

describe('failures', () => {
  test.each([
    ['the nonce request fails', { failNonce: true }, 'sign', PREPARE_ERROR_TEXT, 'prepare_failed'],
    ['the user rejects the signature', {}, 'reject', SIGN_ERROR_TEXT, 'sign_rejected'],
    ['the server refuses the signature', { failLogin: true }, 'sign', VERIFY_ERROR_TEXT, 'verify_failed'],
    ['the server answers without a token', { noToken: true }, 'sign', VERIFY_ERROR_TEXT, 'no_token'],
  ] as const)('behavior: %s: the step text, token cleared, wallet disconnected, one log', async (_, mode, sign, text, code) => {
    Object.assign(server.mode, mode)
    // An old token of this account is in storage but the server now refuses it.
    browser.storage.setItem(ACCOUNTS_STORAGE_KEY, JSON.stringify([{ address: aliceAddress, token: 'old' }]))
    const tab = browser.openTab()
    tab.signBehaviour = sign
    tab.connect(alice)
    const result = await tab.auth.retryLogin()

    expect(result).toBe(false)
    const { error, status } = tab.auth.getState()
    expect(status).toBe('error')
    expect(error).toBeInstanceOf(LoginError)
    expect(error).toMatchObject({ message: text, code })
    expect(tab.disconnects).toBe(1)
    expect(tab.auth.getState().isConnected).toBe(false)
    expect(JSON.parse(browser.storage.getItem(ACCOUNTS_STORAGE_KEY)!)).toEqual([])
    expect(browser.storage.getItem(LOCK_STORAGE_KEY)).toBeNull()
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(logger.error).toHaveBeenCalledWith(LOGIN_FAILED_LOG, error)
    expect(tab.tokenEvents).toEqual([{ address: aliceAddress, token: null, reason: 'failure', remote: false }])
  })

  test('behavior: a rejection in the signing tab ends the waiting tabs too: no second prompt', async () => {
    const holder = browser.openTab()
    holder.signBehaviour = 'hang'
    holder.connect(alice)
    await waitUntil(() => expect(holder.signRequests).toBe(1))
    const waiters = [browser.openTab(), browser.openTab()]
    for (const waiter of waiters) waiter.connect(alice)
    await waitUntil(() => {
      for (const waiter of waiters) expect(waiter.auth.getState().status).toBe('signing')
    })

    holder.rejectOpenPrompt()
    await waitUntil(() => {
      for (const waiter of waiters) expect(waiter.disconnects).toBe(1)
    })
    expect(browser.signRequests()).toBe(1)
    expect(holder.disconnects).toBe(1)
    for (const waiter of waiters) expect(waiter.auth.getState().status).toBe('error')
  })

  test('behavior: cancel() stops the login here and in the waiting tabs', async () => {
    const holder = browser.openTab()
    holder.signBehaviour = 'hang'
    holder.connect(alice)
    await waitUntil(() => expect(holder.signRequests).toBe(1))
    const waiter = browser.openTab()
    waiter.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))

    holder.auth.cancel()
    await waitUntil(() => expect(waiter.disconnects).toBe(1))
    expect(holder.auth.getState()).toMatchObject({ status: 'idle', error: null })
    expect(holder.disconnects).toBe(1)
    expect(browser.signRequests()).toBe(1)
    expect(logger.error).toHaveBeenCalledTimes(2) // both tabs' logins failed
  })

  test('behavior: a failed auto-login is not retried by itself', async () => {
    const tab = browser.openTab()
    tab.auth.setWallet({ signMessage: () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })), disconnect: () => {} })
    tab.connect(alice)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('error'))
    tab.connect(alice) // wagmi re-reports the same account (the wallet ignored our disconnect)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(server.stats.nonces).toBe(1)
  })
})

describe('retryLogin', () => {
  test('behavior: false without a wallet, without a current address', async () => {
    const noWallet = browser.openTab({ wallet: undefined })
    noWallet.connect(alice)
    expect(await noWallet.auth.retryLogin()).toBe(false)

    const disconnected = browser.openTab()
    expect(await disconnected.auth.retryLogin()).toBe(false)
    expect(browser.signRequests()).toBe(0)
  })

  test('behavior: signs again and returns the new token for the current address', async () => {
    const tab = browser.openTab()
    tab.connect(alice)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    const first = tab.auth.getState().token

    const second = await tab.auth.retryLogin()
    expect(second).toEqual(expect.any(String))
    expect(second).not.toBe(first)
    expect(tab.auth.getState().token).toBe(second)
    expect(tab.auth.getToken(alice.address)).toBe(second)
    expect(tab.signRequests).toBe(2)
  })

  test('behavior: tabs retrying together after the same 401 share one signature', async () => {
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()]
    tabs[0]!.connect(alice)
    await waitUntil(() => expect(tabs[0]!.auth.getState().status).toBe('authenticated'))
    for (const tab of tabs.slice(1)) tab.connect(alice)

    const results = await Promise.all(tabs.map((tab) => tab.auth.retryLogin()))
    expect(new Set(results).size).toBe(1)
    expect(results[0]).toEqual(expect.any(String))
    expect(browser.signRequests()).toBe(2)
  })
})
