// Activity that survives a reload: a transaction still pending when the page reloads (or seen from another
// tab) is followed again and ends as the chain says. The test wallet holds its broadcast (as a wallet
// sending through a private relay does: the page has the hash, the node does not), so the transaction stays
// pending across the reload without touching the chain's mining, which other specs share.
import type { Page } from '@playwright/test'
import { starTokenAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { encodeAbiParameters, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const MANTLE = 5000

const row = (page: Page, hash: Hash) => page.locator(`[data-testid="activity-row"][data-hash="${hash}"]`)

/** The page's transaction record (src/transactions/txRecords.ts) for `hash`. */
async function record(page: Page, hash: string) {
  return page.evaluate((h) => (JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[]).find((r) => r.hash === h), hash)
}

test('default: a purchase pending at a reload is followed again, here and in another tab, and both read confirmed', async ({ page, context, walletFor }) => {
  test.setTimeout(120_000) // a sign-in, a reload and a second tab, each loading the wallet stack
  const key = await freshAccount(MANTLE, 0n)
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })

  wallet.holdBroadcasts()
  await page.getByTestId('buy-receive-input').fill('10')
  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction sent, waiting for confirmation…', { timeout: 20_000 })
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  await expect(row(page, hash)).toHaveAttribute('data-status', 'pending')

  await page.reload()
  await expect(row(page, hash)).toHaveAttribute('data-status', 'pending', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(row(page, hash)).toContainText('Pending…')
  const other = await context.newPage()
  await other.goto('/stake')
  await expect(row(other, hash)).toHaveAttribute('data-status', 'pending', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })

  expect(await wallet.releaseBroadcasts()).toEqual([hash])
  for (const tab of [page, other]) {
    await expect(row(tab, hash)).toHaveAttribute('data-status', 'confirmed', { timeout: 20_000 })
    await expect(row(tab, hash)).toContainText('Confirmed')
  }
  expect(await record(page, hash)).toMatchObject({ status: 'confirmed' })
  const { token } = e2eDeployment(MANTLE)
  expect(await chainClient(MANTLE).readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })).toBe(10n * 10n ** 18n)
})

test('behavior: a stake pending at a reload that then reverts on chain reads failed', async ({ page, walletFor }) => {
  const key = await freshAccount(MANTLE, 100n * 10n ** 18n)
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })

  wallet.holdBroadcasts()
  await page.getByTestId('stake-amount-input').fill('50')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-tx')).toHaveText('Transaction sent, waiting for confirmation…', { timeout: 20_000 })
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  await page.reload()
  await expect(row(page, hash)).toHaveAttribute('data-status', 'pending', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })

  // Meanwhile the account's STAR is gone (its balance slot emptied, as freshAccount set it): the stake reverts.
  const { token } = e2eDeployment(MANTLE)
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [account, 0n]))
  await chainClient(MANTLE).setStorageAt({ address: token, index: slot, value: toHex(0n, { size: 32 }) })
  expect(await wallet.releaseBroadcasts()).toEqual([hash])
  expect((await chainClient(MANTLE).getTransactionReceipt({ hash })).status).toBe('reverted')

  await expect(row(page, hash)).toHaveAttribute('data-status', 'failed', { timeout: 20_000 })
  await expect(row(page, hash)).toContainText('Failed')
  expect(await record(page, hash)).toMatchObject({ status: 'failed' })
})
