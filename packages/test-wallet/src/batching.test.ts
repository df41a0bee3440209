import type { Browser, BrowserContext, Page } from '@playwright/test'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { launchChromium, startPageServer, type PageServer } from '../test/browser.js'
import { pageRequest } from '../test/pageRequest.js'
import { createTestWallet, type TestWallet } from './TestWallet.js'

// The batch itself runs on a real local chain in the web app's end-to-end suite (e2e/onchain/batch);
// here: what the wallet answers before anything is sent.
let browser: Browser
let server: PageServer
let context: BrowserContext
let wallet: TestWallet
let page: Page

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
  wallet = createTestWallet({ chains: [{ id: 5000 }, { id: 42161 }] })
  await wallet.attach(context)
  page = await context.newPage()
  await page.goto(server.url)
  await pageRequest(page, 'eth_requestAccounts')
})
afterEach(async () => {
  await context.close()
})

const capabilities = (chains?: string[]) => pageRequest(page, 'wallet_getCapabilities', chains ? [wallet.address, chains] : [wallet.address])
const batch = { version: '2.0.0', chainId: '0x1388', atomicRequired: true, calls: [{ to: '0x000000000000000000000000000000000000dEaD', data: '0x' }] }

describe('wallet_getCapabilities', () => {
  test('default: a wallet without EIP-5792 answers -32601', async () => {
    expect((await capabilities()).error).toMatchObject({ code: -32601 })
  })
  test('behavior: the atomic status per known chain, keyed in hex; only the chains asked for', async () => {
    wallet.setBatching({ atomic: 'ready' })
    expect((await capabilities()).result).toEqual({ '0x1388': { atomic: { status: 'ready' } }, '0xa4b1': { atomic: { status: 'ready' } } })
    expect((await capabilities(['0x1388'])).result).toEqual({ '0x1388': { atomic: { status: 'ready' } } })
  })
  test('behavior: decimal keys, a failure, or no answer at all, as the switches say', async () => {
    wallet.setBatching({ atomic: 'supported', capabilities: 'decimalKeys' })
    expect((await capabilities(['0x1388'])).result).toEqual({ '5000': { atomic: { status: 'supported' } } })
    wallet.setBatching({ capabilities: 'fail' })
    expect((await capabilities()).error).toMatchObject({ code: -32603 })
    wallet.setBatching({ capabilities: 'never' })
    void capabilities().catch(() => undefined) // the page closes first
    await expect.poll(() => wallet.requestCount('wallet_getCapabilities')).toBe(3)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(wallet.requests.at(-1)?.answeredAt).toBeUndefined()
  })
})

describe('wallet_sendCalls', () => {
  test('behavior: atomicity required from an unsupported wallet answers 5760, and nothing is sent', async () => {
    wallet.setBatching({ atomic: 'unsupported' })
    expect((await pageRequest(page, 'wallet_sendCalls', [{ ...batch, from: wallet.address }])).error).toMatchObject({ code: 5760 })
    expect(wallet.sentBatches).toHaveLength(0)
  })
  test('behavior: a batch for another chain (5710), a required unknown capability (5700), a refusal (4001): nothing sent', async () => {
    wallet.setBatching({ atomic: 'supported' })
    expect((await pageRequest(page, 'wallet_sendCalls', [{ ...batch, chainId: '0xa4b1', from: wallet.address }])).error).toMatchObject({ code: 5710 })
    expect((await pageRequest(page, 'wallet_sendCalls', [{ ...batch, capabilities: { paymasterService: { url: 'x' } }, from: wallet.address }])).error).toMatchObject({ code: 5700 })
    wallet.rejectNext({ methods: ['wallet_sendCalls'] })
    expect((await pageRequest(page, 'wallet_sendCalls', [{ ...batch, from: wallet.address }])).error).toMatchObject({ code: 4001 })
    expect(wallet.sentBatches).toHaveLength(0)
    expect(wallet.signatureCount).toBe(0)
  })
  test('behavior: the status of an unknown batch answers 5730', async () => {
    expect((await pageRequest(page, 'wallet_getCallsStatus', ['0x' + '12'.repeat(32)])).error).toMatchObject({ code: 5730 })
  })
})
