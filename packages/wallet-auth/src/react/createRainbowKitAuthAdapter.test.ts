// @vitest-environment node
import type { createAuthenticationAdapter } from '@rainbow-me/rainbowkit'
import { afterEach, beforeEach, describe, expect, expectTypeOf, onTestFinished, test, vi } from 'vitest'
import { waitUntil } from '../../test/waitUntil.js'
import { type Browser, createBrowser } from '../../test/tabs.js'
import { type TestAuthServer, startTestAuthServer } from '../../test/authServer.js'
import { alice } from '../../test/keys.js'
import { RETRY_PREPARE_NONCE, type RainbowKitAuthAdapter, createRainbowKitAuthAdapter } from './createRainbowKitAuthAdapter.js'

let server: TestAuthServer
let browser: Browser

beforeEach(async () => {
  server = await startTestAuthServer()
  browser = createBrowser({ baseURL: server.baseURL })
})
afterEach(async () => {
  browser.closeAll()
  await server.close()
})

const args = (nonce: string) => ({ nonce, address: alice.address, chainId: 31_337 })

describe('createRainbowKitAuthAdapter', () => {
  test('default: is a RainbowKit AuthenticationAdapter<string>', () => {
    expectTypeOf<RainbowKitAuthAdapter>().toExtend<Parameters<typeof createAuthenticationAdapter<string>>[0]>()
  })

  test('behavior: getNonce prepares the server message; verify stores the token; no second prompt', async () => {
    const tab = browser.openTab()
    tab.connect(alice)
    const adapter = createRainbowKitAuthAdapter(tab.auth)
    const nonce = await adapter.getNonce()
    const message = await adapter.createMessage(args(nonce))
    expect(message).toContain(`Nonce: ${nonce}`)
    expect(message).toContain(alice.address)

    await new Promise((resolve) => setTimeout(resolve, 200)) // auto-login's 100 ms pass by
    expect(tab.signRequests).toBe(0)
    expect(await adapter.verify({ message, signature: await alice.signMessage({ message }) })).toBe(true)
    expect(tab.auth.getState()).toMatchObject({ status: 'authenticated', token: expect.any(String) })
    expect(tab.signRequests).toBe(0)
  })

  test('behavior: a bad signature answers false and the next round has a fresh message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const tab = browser.openTab({ logger: { error() {} } })
    tab.connect(alice)
    const adapter = createRainbowKitAuthAdapter(tab.auth)
    const nonce = await adapter.getNonce()
    const first = await adapter.createMessage(args(nonce))
    expect(await adapter.verify({ message: first, signature: await alice.signMessage({ message: 'something else' }) })).toBe(false)
    expect(tab.auth.getState().error?.code).toBe('verify_failed')

    await waitUntil(() => expect(tab.auth.getState().status).toBe('signing'))
    const second = await adapter.createMessage(args(nonce)) // RainbowKit keeps its first nonce
    expect(second).not.toBe(first)
    expect(await adapter.verify({ message: second, signature: await alice.signMessage({ message: second }) })).toBe(true)
    expect(tab.disconnects).toBe(0)
  })

  test('behavior: a legacy server without a message: the bare nonce is signed', async () => {
    const legacy = await startTestAuthServer({ legacy: true })
    const legacyBrowser = createBrowser({ baseURL: legacy.baseURL })
    onTestFinished(async () => {
      legacyBrowser.closeAll()
      await legacy.close()
    })
    const tab = legacyBrowser.openTab()
    tab.connect(alice)
    const adapter = createRainbowKitAuthAdapter(tab.auth)
    const nonce = await adapter.getNonce()
    expect(await adapter.createMessage(args(nonce))).toBe(nonce)
    expect(await adapter.verify({ message: nonce, signature: await alice.signMessage({ message: nonce }) })).toBe(true)
  })

  test('behavior: while another tab signs, getNonce waits and the dialog tab gets that token', async () => {
    server.mode.holdLogins = true
    const holder = browser.openTab()
    holder.connect(alice)
    await waitUntil(() => expect(holder.auth.getState().status).toBe('verifying'))
    const dialogTab = browser.openTab()
    dialogTab.connect(alice)
    const nonce = createRainbowKitAuthAdapter(dialogTab.auth).getNonce()
    let settled = false
    void nonce.finally(() => (settled = true))

    server.releaseLogins()
    await waitUntil(() => expect(dialogTab.auth.getState().status).toBe('authenticated'))
    expect(settled).toBe(false) // the dialog closes on 'authenticated'; it never asks to sign
    expect(browser.signRequests()).toBe(1)
  })

  test('behavior: the dialog adopts an auto-login still preparing: the wallet is not asked beside it', async () => {
    server.mode.holdNonces = true
    const tab = browser.openTab()
    tab.connect(alice)
    await waitUntil(() => expect(server.stats.nonces).toBe(1)) // auto-login is fetching its nonce
    const adapter = createRainbowKitAuthAdapter(tab.auth)
    const nonce = adapter.getNonce()
    server.releaseNonces()

    const message = await adapter.createMessage(args(await nonce))
    expect(await adapter.verify({ message, signature: await alice.signMessage({ message }) })).toBe(true)
    expect(tab.signRequests).toBe(0)
    expect(server.stats.nonces).toBe(1)
  })

  test('behavior: when auto-login already asked the wallet, the dialog waits for that prompt', async () => {
    const tab = browser.openTab({ logger: { error() {} } })
    tab.signBehaviour = 'hang'
    tab.connect(alice)
    await waitUntil(() => expect(tab.signRequests).toBe(1))
    const nonce = createRainbowKitAuthAdapter(tab.auth).getNonce()
    tab.rejectOpenPrompt()
    // The one prompt failed: the dialog gets the placeholder and its next click prepares again.
    expect(await nonce).toBe(RETRY_PREPARE_NONCE)
    expect(tab.signRequests).toBe(1)
  })

  test('behavior: verify with a message that was not prepared answers false', async () => {
    const tab = browser.openTab()
    tab.connect(alice)
    const adapter = createRainbowKitAuthAdapter(tab.auth)
    await adapter.getNonce()
    expect(await adapter.verify({ message: 'forged', signature: await alice.signMessage({ message: 'forged' }) })).toBe(false)
  })
})
