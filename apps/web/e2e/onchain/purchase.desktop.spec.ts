// /purchase end to end: the test wallet buys real STAR from the seeded sale on the Mantle-id chain; caps,
// pause and the window are refused in words before any wallet prompt. The Arbitrum-id chain's sale opens a
// day after the e2e server seeds it (e2e/serve.mjs), so its window is tested there.
import { starSaleAbi, starTokenAbi } from '@stardust/contracts'
import type { Page, Route } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import { toFunctionSelector } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatAmount } from '../../src/onchain/format'
import { E2E_CHAINS } from '../chains'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { advanceChainTime, CHAIN_WIDE, chainClient, chainWallet, e2eDeployment, expect, OWNER_INDEX, test } from './chainFixtures'

const MANTLE = 5000
const ARBITRUM = 42161
// Each test buys with an account of its own (fundedKey). Pausing the sale and moving a chain's clock are
// chain-wide: those tests are tagged CHAIN_WIDE, so they run alone (playwright.config.ts).

const panel = (page: Page) => page.getByTestId('purchase-panel')
const refusal = (page: Page) => page.getByTestId('buy-refusal')

async function openPurchase(page: Page, wallet: TestWallet) {
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(panel(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
}

/** Whether a JSON-RPC body (one call or a batch) holds an eth_call at block `block` or later. */
function readsAtOrAfter(body: string | null, block: bigint): boolean {
  if (!body) return false
  let calls: unknown
  try {
    calls = JSON.parse(body)
  } catch {
    return false
  }
  return [calls].flat().some((call) => {
    const { method, params } = call as { method?: string; params?: unknown[] }
    const at = params?.[1]
    return method === 'eth_call' && typeof at === 'string' && at.startsWith('0x') && BigInt(at) >= block
  })
}

const noPrompts = (wallet: TestWallet) => wallet.requestCount('eth_sendTransaction') + wallet.requestCount('eth_signTypedData_v4')

test('default: pay and receive stay in step through the contract, and a buy within the caps pays out at once', async ({ page, walletFor, fundedKey: key }) => {
  const account = privateKeyToAccount(key).address
  const { token } = e2eDeployment(MANTLE)
  const client = chainClient(MANTLE)
  const starBefore = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  const wallet = await walletFor(key)
  await openPurchase(page, wallet)
  await expect(page.getByTestId('buy-price')).toHaveText('0.0001 MNT') // Mantle's own currency

  await page.getByTestId('buy-pay-input').fill('0.01')
  await expect(page.getByTestId('buy-receive-input')).toHaveValue('100')
  await page.getByTestId('buy-receive-input').fill('250')
  await expect(page.getByTestId('buy-pay-input')).toHaveValue('0.025')

  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
  const starAfter = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  expect(starAfter - starBefore).toBe(250n * 10n ** 18n)
  await expect(page.getByTestId('buy-star-balance')).toHaveText(`${formatAmount(starAfter)} STAR`, { timeout: 15_000 })
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})

test('behavior: new blocks re-read the quote without turning the Buy button off, so a click on a busy chain is never lost', async ({ page, walletFor, fundedKey: key }) => {
  const client = chainClient(MANTLE)
  const wallet = await walletFor(key)
  await openPurchase(page, wallet)
  await page.getByTestId('buy-receive-input').fill('10')
  await expect(page.getByTestId('buy-pay-input')).toHaveValue('0.001')
  await expect(page.getByTestId('buy-submit')).toBeEnabled()
  // Every moment the button is off from here on, as the page renders it.
  await page.getByTestId('buy-submit').evaluate((button) => {
    ;(window as unknown as { buttonOff: number }).buttonOff = 0
    new MutationObserver(() => {
      if ((button as HTMLButtonElement).disabled) (window as unknown as { buttonOff: number }).buttonOff += 1
    }).observe(button, { attributes: true, attributeFilter: ['disabled'] })
  })
  // Two blocks, as anyone's transactions make them (here the test account's own, to itself). The page
  // renders a new block before it sends any read at it, so once a read at that block (or a later one:
  // other tests mine too) has answered, a button turned off would have been seen.
  const self = chainWallet(MANTLE, key)
  for (let i = 0; i < 2; i++) {
    const hash = await self.sendTransaction({ to: self.account.address, value: 0n })
    const { blockNumber } = await client.waitForTransactionReceipt({ hash })
    await page.waitForResponse((response) => readsAtOrAfter(response.request().postData(), blockNumber), { timeout: 20_000 })
  }
  expect(await page.evaluate(() => (window as unknown as { buttonOff: number }).buttonOff), 'the Buy button turned off while a new block was read').toBe(0)
  await expect(page.getByTestId('buy-submit')).toBeEnabled()
  expect(noPrompts(wallet)).toBe(0)
})

test('behavior: a quote the node cannot give is said in words, and Buy waits with no wallet prompt', async ({ page, context, walletFor, fundedKey }) => {
  const wallet = await walletFor(fundedKey)
  await openPurchase(page, wallet)
  // The Mantle-id node (under both of its origins) answers every costOf call with an internal error, and
  // everything else as it is.
  const costOf = toFunctionSelector('costOf(uint256)')
  const mantleNode = (url: URL) => url.port === String(E2E_CHAINS.mantle.port)
  // Switched off by a flag, not by unroute: a call in flight (waiting on route.fetch) when the handler was
  // unrouted failed the test with "Route is already handled!" at its fulfill.
  let nodeFails = true
  const failCostOf = async (route: Route) => {
    if (!nodeFails) return route.fallback()
    const response = await route.fetch()
    const sent = JSON.parse(route.request().postData() ?? 'null') as unknown
    const answers = (await response.json()) as unknown
    const failIfCostOf = (call: { id?: unknown; method?: string; params?: [{ data?: string }] }, answer: { id?: unknown }) =>
      call.method === 'eth_call' && call.params?.[0]?.data?.startsWith(costOf) ? { jsonrpc: '2.0', id: answer.id, error: { code: -32603, message: 'internal error' } } : answer
    const body = Array.isArray(sent) && Array.isArray(answers)
      ? answers.map((answer: { id?: unknown }) => failIfCostOf(sent.find((call: { id?: unknown }) => call.id === answer.id) ?? {}, answer))
      : failIfCostOf((sent ?? {}) as object, answers as object)
    await route.fulfill({ response, json: body })
  }
  await context.route(mantleNode, failCostOf)
  await page.getByTestId('buy-receive-input').fill('10')
  await expect(page.getByTestId('buy-quote-failed')).toHaveText('The amounts cannot be worked out from the network right now. Try again in a moment.', { timeout: 20_000 })
  await expect(page.getByTestId('buy-submit')).toBeDisabled()
  await page.getByTestId('buy-submit').click({ force: true })
  expect(noPrompts(wallet)).toBe(0)
  // The node answers again: the amounts appear and Buy is offered.
  nodeFails = false
  await expect(page.getByTestId('buy-pay-input')).toHaveValue('0.001', { timeout: 20_000 })
  await expect(page.getByTestId('buy-quote-failed')).toHaveCount(0)
  await expect(page.getByTestId('buy-submit')).toBeEnabled()
})

test('behavior: over the per-wallet cap and over the balance are refused in words, with no wallet prompt', async ({ page, walletFor, fundedKey }) => {
  const wallet = await walletFor(fundedKey)
  await openPurchase(page, wallet)
  await expect(page.getByTestId('buy-left-for-wallet')).toHaveText('100,000 STAR')
  await page.getByTestId('buy-receive-input').fill('100001')
  await expect(refusal(page)).toHaveText('That is more than this wallet may still buy (100,000 STAR).')
  await page.getByTestId('buy-submit').click()
  await page.getByTestId('buy-pay-input').fill('20000')
  await expect(refusal(page)).toHaveText('That is more MNT than this wallet holds.')
  await page.getByTestId('buy-submit').click()
  await page.getByTestId('buy-pay-input').fill('0')
  await expect(page.getByTestId('buy-pay-problem')).toHaveText('Enter an amount above zero.')
  expect(noPrompts(wallet)).toBe(0)
})

test('behavior: a paused sale says so and offers no buy until it resumes', { tag: CHAIN_WIDE }, async ({ page, walletFor, fundedKey }) => {
  const { sale } = e2eDeployment(MANTLE)
  const owner = chainWallet(MANTLE, OWNER_INDEX)
  const client = chainClient(MANTLE)
  const wallet = await walletFor(fundedKey)
  await openPurchase(page, wallet)
  await client.waitForTransactionReceipt({ hash: await owner.writeContract({ address: sale!, abi: starSaleAbi, functionName: 'pause' }) })
  try {
    // Read afresh (a reload), not through the page's block watch: on a loaded CI machine a poll can lag.
    await page.reload()
    await expect(panel(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(refusal(page)).toHaveText('The sale is paused by its operator. Buying is not possible right now.', { timeout: 15_000 })
    await expect(page.getByTestId('buy-submit')).toBeDisabled()
  } finally {
    await client.waitForTransactionReceipt({ hash: await owner.writeContract({ address: sale!, abi: starSaleAbi, functionName: 'unpause' }) })
  }
  await page.reload()
  await expect(panel(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(refusal(page)).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByTestId('buy-submit')).toBeEnabled()
  expect(noPrompts(wallet)).toBe(0)
})

test('behavior: before the start and after the end the window is refused in words', { tag: CHAIN_WIDE }, async ({ page, walletFor, fundedKey }) => {
  const wallet = await walletFor(fundedKey, ARBITRUM)
  await openPurchase(page, wallet)
  await expect(refusal(page)).toHaveAttribute('data-kind', 'not-started')
  await expect(refusal(page)).toContainText('The sale has not started yet. It opens')
  await expect(page.getByTestId('buy-submit')).toBeDisabled()
  // Past the start and the 30-day window.
  await advanceChainTime(ARBITRUM, 32 * 86_400)
  await page.reload()
  await expect(panel(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(refusal(page)).toHaveAttribute('data-kind', 'ended')
  await expect(refusal(page)).toContainText('The sale has ended')
  expect(noPrompts(wallet)).toBe(0)
})
