import type { Browser, BrowserContext, Page } from '@playwright/test'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { launchChromium, startPageServer, type PageServer } from '../test/browser.js'
import { pageRequest } from '../test/pageRequest.js'
import { TYPED_DATA_FAILURES } from './constants.js'
import { createTestWallet, type TestWallet } from './TestWallet.js'

let browser: Browser
let server: PageServer
let context: BrowserContext

beforeAll(async () => {
  browser = await launchChromium()
  server = await startPageServer()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
beforeEach(async () => {
  context = await browser.newContext()
})
afterEach(async () => {
  await context.close()
})

const TYPED_DATA = JSON.stringify({
  domain: { name: 'Stardust', version: '1', chainId: 1 },
  types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
})

async function connectedPage(wallet: TestWallet): Promise<Page> {
  await wallet.attach(context)
  const page = await context.newPage()
  await page.goto(server.url)
  await pageRequest(page, 'eth_requestAccounts')
  return page
}

/** What the page's own code sees when it catches the provider's error: class, own keys, code, message. */
function signAndInspect(page: Page, address: string) {
  return page.evaluate(
    async ({ address, data }) => {
      const provider = (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum
      try {
        return { result: await provider.request({ method: 'eth_signTypedData_v4', params: [address, data] }) }
      } catch (error) {
        const e = error as Error & { code?: unknown }
        return { isError: e instanceof Error, hasCode: 'code' in e, code: e.code, message: e.message }
      }
    },
    { address, data: TYPED_DATA },
  )
}

describe('failTypedData', () => {
  test.each(Object.entries(TYPED_DATA_FAILURES))('behavior: %s fails every typed-data request with its shape, nothing else', async (name, shape) => {
    const wallet = createTestWallet()
    const page = await connectedPage(wallet)
    wallet.failTypedData(name as keyof typeof TYPED_DATA_FAILURES)
    for (let i = 0; i < 2; i++) {
      // standing, not one-shot: a wallet that cannot sign never can
      expect(await signAndInspect(page, wallet.address)).toEqual({
        isError: true,
        hasCode: 'code' in shape,
        code: 'code' in shape ? shape.code : undefined,
        message: shape.message,
      })
    }
    expect(wallet.signatureCount).toBe(0)
    expect(wallet.requests.filter((r) => r.method === 'eth_signTypedData_v4').map((r) => r.error)).toEqual([shape, shape])
    // other signatures still work
    expect((await pageRequest(page, 'personal_sign', ['0x68', wallet.address])).result).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test('behavior: a plain error with no code reaches the page as an Error without a code property', async () => {
    const wallet = createTestWallet()
    const page = await connectedPage(wallet)
    wallet.failTypedData('noCode')
    const seen = await signAndInspect(page, wallet.address)
    expect(seen).toMatchObject({ isError: true, hasCode: false, message: 'eth_signTypedData_v4 is not yet supported' })
  })

  test("behavior: 'never' leaves the request unanswered while other requests are answered", async () => {
    const wallet = createTestWallet()
    const page = await connectedPage(wallet)
    wallet.failTypedData('never')
    const pending = signAndInspect(page, wallet.address)
    let settled = false
    void pending.then(() => (settled = true), () => (settled = true))
    await expect.poll(() => wallet.requestCount('eth_signTypedData_v4')).toBe(1)
    expect(await pageRequest(page, 'eth_chainId')).toEqual({ result: '0x1' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    expect(wallet.requests.find((r) => r.method === 'eth_signTypedData_v4')?.answeredAt).toBeUndefined()
  })

  test('parameters: typedDataFailure at creation, a custom shape, and undefined to sign again', async () => {
    const wallet = createTestWallet({ typedDataFailure: { code: -32002, message: 'Request already pending' } })
    const page = await connectedPage(wallet)
    expect(await signAndInspect(page, wallet.address)).toMatchObject({ hasCode: true, code: -32002, message: 'Request already pending' })
    wallet.failTypedData(undefined)
    expect((await signAndInspect(page, wallet.address)).result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.signatureCount).toBe(1)
  })

  test('behavior: a one-shot rejectNext waits behind the standing failure, and an unknown name is a usage error', async () => {
    const wallet = createTestWallet()
    const page = await connectedPage(wallet)
    wallet.failTypedData('unsupported')
    wallet.rejectNext({ methods: ['eth_signTypedData_v4'] })
    expect(await signAndInspect(page, wallet.address)).toMatchObject({ code: 4200 })
    wallet.failTypedData(undefined)
    expect(await signAndInspect(page, wallet.address)).toMatchObject({ code: 4001 })
    expect(() => wallet.failTypedData('bogus' as 'unsupported')).toThrow("No typed-data failure named bogus: use one of unsupported, methodNotFound, noCode, trustWallet, internal, 'never' or { code?, message }.")
  })
})
