// "Add STAR to your wallet" (wallet_watchAsset): after a purchase and on the account line. The symbol and
// decimals come from the token contract; a wallet that says no, or has no such method, gets one plain line
// (role status), never an error.
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { e2eDeployment, expect, takeDevAccount, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const MANTLE = 5000
const ARBITRUM = 42161

async function openPurchase(page: Page, wallet: TestWallet) {
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
}

test('default: after a purchase, one click adds STAR with the symbol and decimals the contract reports', async ({ page, walletFor }) => {
  const wallet = await walletFor(await freshAccount(MANTLE, 0n))
  await openPurchase(page, wallet)
  await expect(page.getByTestId('buy-add-star')).toHaveCount(0) // nothing bought yet
  await page.getByTestId('buy-receive-input').fill('10')
  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })

  await page.getByTestId('buy-add-star-button').click()
  await expect(page.getByTestId('buy-add-star-line')).toHaveText("STAR is in your wallet's token list.")
  expect(wallet.watchedAssets).toEqual([{ chainId: MANTLE, address: e2eDeployment(MANTLE).token, symbol: 'STAR', decimals: 18, image: undefined }])
})

for (const [mode, line] of [
  ['refuse', 'STAR was not added to your wallet.'],
  ['unsupported', `This wallet cannot add tokens from a site. To see STAR, add the token by its address: ${e2eDeployment(MANTLE).token}`],
] as const) {
  test(`behavior: on the account line, a wallet that answers '${mode}' gets one plain line, never an error`, async ({ page, walletFor }) => {
    const wallet = await walletFor(await freshAccount(MANTLE, 0n))
    wallet.setWatchAsset(mode)
    await openPurchase(page, wallet)
    await page.getByTestId('account-add-star-button').click()
    const outcome = page.getByTestId('account-add-star-line')
    await expect(outcome).toHaveText(line)
    await expect(outcome).toHaveAttribute('role', 'status')
    await expect(page.locator('main').getByRole('alert')).toHaveCount(0)
    expect(wallet.requestCount('wallet_watchAsset')).toBe(1)
    expect(wallet.watchedAssets).toEqual([])
  })
}

// A claim needs an account of the seeded airdrop: the fixtures hand out one no other test of the run uses.
test('default: after a claim (its fee shown first, from the Arbitrum fee oracle), one click adds STAR', async ({ page, walletFor }) => {
  const wallet = await walletFor(takeDevAccount(ARBITRUM).key, ARBITRUM)
  await page.goto('/claim-arbitrum')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('claim-fee')).toHaveText('Network fee: about 0.00025 ETH (of which 0.00005 ETH to post it to Ethereum)')
  await page.getByTestId('claim-button').click()
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
  await page.getByTestId('claim-add-star-button').click()
  await expect(page.getByTestId('claim-add-star-line')).toHaveText("STAR is in your wallet's token list.")
  expect(wallet.watchedAssets).toEqual([{ chainId: ARBITRUM, address: e2eDeployment(ARBITRUM).token, symbol: 'STAR', decimals: 18, image: undefined }])
})
