// A batch (approve + stake in one wallet_sendCalls) still pending when the page reloads is found again in
// the site's records and followed through the wallet's wallet_getCallsStatus until its receipts come. The
// test wallet reports the batch pending as long as the test says (its status switch), so nothing chain-wide
// changes: the chain's mining, shared with other specs, is left alone.
import type { Page } from '@playwright/test'
import { starStakingAbi } from '@stardust/contracts'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const MANTLE = 5000
const TX_WAIT = { timeout: 30_000 }

const batchRow = (page: Page) => page.locator('[data-testid="activity-row"][data-batch-id]')

/** The page's batch records (src/transactions/batch/batchRecords.ts). */
async function batchRecords(page: Page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem('stardust:batches') ?? '[]') as { id: string; calls: number; status: string }[])
}

test('default: a batch stake pending at a reload is followed again and reads confirmed once the wallet reports its receipts', async ({ page, walletFor }) => {
  test.setTimeout(120_000) // a sign-in and a reload, each loading the wallet stack
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.setBatching({ atomic: 'supported', status: 'pending' })
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })

  await page.getByTestId('stake-amount-input').fill('25')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-tx')).toHaveText('Transaction sent, waiting for confirmation…', TX_WAIT)
  await expect(batchRow(page)).toHaveAttribute('data-status', 'pending')
  const [record] = await batchRecords(page)
  expect(record).toMatchObject({ calls: 2, status: 'pending' })
  expect(wallet.sentBatches).toHaveLength(1)

  await page.reload()
  await expect(batchRow(page)).toHaveAttribute('data-status', 'pending', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(batchRow(page)).toHaveAttribute('data-batch-id', record!.id)
  await expect(batchRow(page)).toContainText('Pending…')
  // The reloaded page asks the wallet about the batch again, by its id.
  const asked = wallet.requestCount('wallet_getCallsStatus')
  await expect.poll(() => wallet.requestCount('wallet_getCallsStatus'), TX_WAIT).toBeGreaterThan(asked)

  // The toast shows for 5 s: awaited from before the batch can confirm, so no later wait can outlast it.
  const toast = expect(page.locator('.Toastify__toast--success')).toContainText('confirmed', TX_WAIT)
  wallet.setBatching({ status: 'truthful' })
  await expect(batchRow(page)).toHaveAttribute('data-status', 'confirmed', TX_WAIT)
  await expect(batchRow(page)).toContainText('Confirmed')
  await toast
  expect(await batchRecords(page)).toEqual([expect.objectContaining({ id: record!.id, status: 'confirmed' })])
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  const { staking } = e2eDeployment(MANTLE)
  expect(await chainClient(MANTLE).readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })).toBe(parseEther('25'))
})
