import type { Browser, BrowserContext, Page } from '@playwright/test'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { launchChromium, startPageServer, type PageServer } from '../test/browser.js'
import { pageRequest } from '../test/pageRequest.js'
import { createTestWallet, type TestWallet } from './TestWallet.js'

const STAR = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'STAR', decimals: 18 }
const watch = (options: Record<string, unknown> = STAR) => ({ type: 'ERC20', options })

let browser: Browser
let server: PageServer
let context: BrowserContext
let page: Page

beforeAll(async () => {
  browser = await launchChromium()
  server = await startPageServer()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})
afterEach(async () => {
  await context?.close()
})

async function open(parameters?: Parameters<typeof createTestWallet>[0]): Promise<TestWallet> {
  context = await browser.newContext()
  const wallet = createTestWallet({ chains: [{ id: 5000 }], ...parameters })
  await wallet.attach(context)
  page = await context.newPage()
  await page.goto(server.url)
  return wallet
}

describe('wallet_watchAsset', () => {
  let wallet: TestWallet
  beforeEach(async () => {
    wallet = await open()
  })

  test('default: accepts an ERC-20 and remembers it per chain, once', async () => {
    expect(await pageRequest(page, 'wallet_watchAsset', watch())).toEqual({ result: true })
    expect(await pageRequest(page, 'wallet_watchAsset', [watch()])).toEqual({ result: true }) // wrapped in an array, as some libraries send it
    expect(wallet.watchedAssets).toEqual([{ chainId: 5000, ...STAR, image: undefined }])
    expect(wallet.requestCount('wallet_watchAsset')).toBe(2)
  })

  test('behavior: a symbol over 11 characters or decimals outside 0-36 is refused as invalid (-32602), as MetaMask does', async () => {
    for (const options of [{ ...STAR, symbol: 'STARDUST-TOKEN' }, { ...STAR, decimals: 37 }, { ...STAR, decimals: 1.5 }, { ...STAR, address: '0x12' }]) {
      expect((await pageRequest(page, 'wallet_watchAsset', watch(options))).error?.code).toBe(-32602)
    }
    expect((await pageRequest(page, 'wallet_watchAsset', { type: 'ERC721', options: STAR })).error?.code).toBe(-32602)
    expect(wallet.watchedAssets).toEqual([])
  })

  test("parameters: 'refuse' answers 4001 (the person said no) and adds nothing", async () => {
    wallet.setWatchAsset('refuse')
    expect((await pageRequest(page, 'wallet_watchAsset', watch())).error?.code).toBe(4001)
    expect(wallet.watchedAssets).toEqual([])
    wallet.setWatchAsset('accept')
    expect(await pageRequest(page, 'wallet_watchAsset', watch())).toEqual({ result: true })
  })

  test("parameters: 'unsupported' answers -32601 without a prompt, so a scripted rejection waits for a real prompt", async () => {
    wallet.setWatchAsset('unsupported')
    wallet.rejectNext({ methods: ['wallet_watchAsset'] })
    expect((await pageRequest(page, 'wallet_watchAsset', watch())).error).toEqual({
      code: -32601,
      message: 'The method "wallet_watchAsset" does not exist / is not available.',
    })
    wallet.setWatchAsset('accept')
    expect((await pageRequest(page, 'wallet_watchAsset', watch())).error?.code).toBe(4001) // the rejection was still queued
  })
})

test('parameters: createTestWallet({ watchAsset }) sets the mode from the start', async () => {
  await open({ watchAsset: 'refuse' })
  expect((await pageRequest(page, 'wallet_watchAsset', watch())).error?.code).toBe(4001)
})
