// @vitest-environment node
import { getAddress, verifyMessage } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, test } from 'vitest'
import { type TestAuthServer, TEST_CHAIN_ID, startTestAuthServer } from '../../test/authServer.js'
import { heard } from '../../test/heard.js'
import { alice } from '../../test/keys.js'
import { type Browser, type TestTab, createBrowser } from '../../test/tabs.js'
import { waitUntil } from '../../test/waitUntil.js'
import type { SignInRequest } from './signInRequest.js'

let server: TestAuthServer
let browser: Browser

async function start(mode: Parameters<typeof startTestAuthServer>[0] = {}) {
  server = await startTestAuthServer(mode)
  browser = createBrowser({ baseURL: server.baseURL })
}
afterEach(async () => {
  browser.closeAll()
  await server.close()
})

/** The request, once the tab's wallet has been asked to sign. */
async function openPrompt(tab: TestTab): Promise<SignInRequest> {
  await waitUntil(() => expect(tab.signRequests).toBe(1))
  const request = tab.auth.getState().signInRequest
  expect(request).not.toBeNull()
  return request!
}

describe('signInRequest', () => {
  test('default: auto-login exposes the exact message the wallet is asked to sign, with its EIP-4361 fields, until the wallet signs', async () => {
    await start()
    const tab = browser.openTab()
    const seen = heard(tab)
    tab.signBehaviour = 'hang'
    tab.connect(alice)

    const request = await openPrompt(tab)
    expect(request.message).toBe(tab.messages[0])
    expect(request).toMatchObject({ address: alice.address.toLowerCase(), asker: 'controller' })
    expect(request.siwe).toMatchObject({ address: getAddress(alice.address), chainId: TEST_CHAIN_ID, domain: 'localhost:3000', version: '1' })
    // The fields are the message: viem writes them back to the very text the wallet shows.
    expect(createSiweMessage(request.siwe!)).toBe(request.message)
    expect(request.siwe!.expirationTime!.getTime()).toBeGreaterThan(Date.now())

    tab.approveOpenPrompt()
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    expect(tab.auth.getState().signInRequest).toBeNull()
    expect(seen).toEqual([null, request, null])
    expect(server.stats.tokens).toBe(1)
  })

  test('behavior: a refusal in the wallet clears it', async () => {
    await start()
    const tab = browser.openTab()
    tab.signBehaviour = 'hang'
    tab.connect(alice)
    await openPrompt(tab)

    tab.rejectOpenPrompt()
    await waitUntil(() => expect(tab.auth.getState().status).toBe('error'))
    expect(tab.auth.getState().signInRequest).toBeNull()
  })

  test('behavior: cancel() and a disconnect clear it', async () => {
    await start()
    const tab = browser.openTab()
    tab.signBehaviour = 'hang'
    tab.connect(alice)
    await openPrompt(tab)
    tab.auth.cancel()
    await waitUntil(() => expect(tab.auth.getState().signInRequest).toBeNull())

    const other = browser.openTab({ autoLogin: false })
    other.signBehaviour = 'hang'
    other.connect(alice)
    void other.auth.login()
    await openPrompt(other)
    other.dropConnection()
    await waitUntil(() => expect(other.auth.getState().signInRequest).toBeNull())
  })

  test("behavior: retryLogin() asks with a fresh message, exposed as the controller's", async () => {
    await start()
    const tab = browser.openTab()
    tab.connect(alice)
    await waitUntil(() => expect(tab.auth.getState().status).toBe('authenticated'))
    tab.signBehaviour = 'hang'
    const retry = tab.auth.retryLogin()

    await waitUntil(() => expect(tab.signRequests).toBe(2))
    const request = tab.auth.getState().signInRequest!
    expect(request).toMatchObject({ message: tab.messages[1], asker: 'controller' })
    expect(request.message).not.toBe(tab.messages[0])
    tab.approveOpenPrompt()
    await expect(retry).resolves.toEqual(expect.any(String))
    expect(tab.auth.getState().signInRequest).toBeNull()
  })

  test("behavior: the dialog's message is exposed as the dialog's until its signature is handed in", async () => {
    await start()
    const tab = browser.openTab({ autoLogin: false })
    tab.connect(alice)
    const nonce = await tab.auth.dialog.getNonce()

    const message = tab.auth.dialog.createMessage()
    const request = tab.auth.getState().signInRequest!
    expect(request).toMatchObject({ message, asker: 'dialog' })
    expect(request.siwe?.nonce).toBe(nonce)
    const signature = await alice.signMessage({ message })
    expect(await verifyMessage({ address: alice.address, message: request.message, signature })).toBe(true)

    await expect(tab.auth.dialog.verify({ message, signature })).resolves.toBe(true)
    expect(tab.auth.getState().signInRequest).toBeNull()
    expect(tab.signRequests).toBe(0)
  })

  test("behavior: a waiting tab without the page's domain (no page: Node) has none of the asking tab's; one signature serves every tab", async () => {
    await start()
    const holder = browser.openTab()
    holder.signBehaviour = 'hang'
    holder.connect(alice)
    const request = await openPrompt(holder)
    const waiter = browser.openTab()
    waiter.connect(alice)
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('signing'))
    expect(waiter.auth.getState().signInRequest).toBeNull()
    expect(holder.auth.getState().signInRequest).toBe(request)

    holder.approveOpenPrompt()
    await waitUntil(() => expect(waiter.auth.getState().status).toBe('authenticated'))
    expect(holder.auth.getState().signInRequest).toBeNull()
    expect(browser.signRequests()).toBe(1)
  })

  test('behavior: a bare nonce (a legacy server) is exposed with no EIP-4361 fields', async () => {
    await start({ legacy: true })
    const tab = browser.openTab()
    tab.signBehaviour = 'hang'
    tab.connect(alice)

    const request = await openPrompt(tab)
    expect(request).toEqual({ address: alice.address.toLowerCase(), message: tab.messages[0], siwe: undefined, asker: 'controller' })
    tab.approveOpenPrompt()
    await waitUntil(() => expect(tab.auth.getState().signInRequest).toBeNull())
  })
})
