// Claims end to end: the test wallet sends real transactions to the local Mantle-id chain that
// e2e/serve.mjs seeded (hardhat development accounts 0-9 are in its airdrop, 1000 + 250*i STAR).
import type { TestWallet } from '@stardust/test-wallet'
import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { E2E_CHAINS } from '../chains'
import { expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

// Each test that needs a listed account takes one no other test of the run gets (claims are once per account).
const starText = (star: number) => `${star.toLocaleString('en-US')} STAR`

const state = (page: Page) => page.getByTestId('claim-state')

/** Connects and signs in from the page's own Connect button; resolves once the page shows a settled state. */
async function connect(page: Page, wallet: TestWallet, path = '/claim-mantle') {
  await page.goto(path)
  await expect(state(page)).toHaveAttribute('data-state', 'not-connected')
  await connectAndSignIn(page, wallet)
  await expect(state(page)).toHaveAttribute('data-state', /^(eligible|not-eligible|claimed|no-deployment|window-closed|mismatch|unavailable)$/, {
    timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS,
  })
}

test('default: an eligible account claims, sees Claimed, is offered no second claim, and finds it in recent transactions', async ({ page, walletFor }) => {
  const listed = takeDevAccount(E2E_CHAINS.mantle.chainId)
  await connect(page, await walletFor(listed.key))
  await expect(state(page)).toHaveAttribute('data-state', 'eligible')
  await expect(page.getByTestId('claim-amount')).toHaveText(starText(listed.airdropStar))
  await page.getByTestId('claim-button').click()
  await expect(state(page)).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
  await expect(state(page)).toContainText('Claimed')
  await expect(page.getByTestId('claim-button')).toHaveCount(0)
  // The site's own record: confirmed (the page may read Claimed from the new block before the receipt poll settles it).
  const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { status: string; chainId: number }[])
  await expect.poll(records).toMatchObject([{ status: 'confirmed', chainId: 5000 }])
  // RainbowKit's profile modal lists it.
  await page.getByTestId('rk-account-button').click()
  await expect(page.locator('[data-rk] [role="dialog"]')).toContainText(`Claim ${starText(listed.airdropStar)} on Mantle`)
  // Read again from the chain after a reload: still claimed, still no button.
  await page.reload()
  await expect(state(page)).toHaveAttribute('data-state', 'claimed', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('claim-button')).toHaveCount(0)
})

test('behavior: an account not on the list sees so, not an error', async ({ page, walletFor }) => {
  await connect(page, await walletFor(generatePrivateKey()))
  await expect(state(page)).toHaveAttribute('data-state', 'not-eligible')
  await expect(state(page)).toContainText('This address is not on the airdrop list on Mantle.')
})

test('behavior: on the wrong network the allocation shows, and one click switches', async ({ page, walletFor }) => {
  const listed = takeDevAccount(E2E_CHAINS.mantle.chainId)
  const wallet = await walletFor(listed.key, E2E_CHAINS.arbitrum.chainId)
  await connect(page, wallet)
  await expect(state(page)).toHaveAttribute('data-state', 'eligible')
  await expect(page.getByTestId('claim-amount')).toHaveText(starText(listed.airdropStar))
  const wrong = page.getByTestId('claim-wrong-network')
  await expect(wrong).toContainText('Your wallet is on another network')
  await wrong.getByRole('button', { name: 'Switch to Mantle' }).click()
  await expect(wrong).toHaveCount(0)
  expect(wallet.chainId).toBe(E2E_CHAINS.mantle.chainId)
})

test('behavior: a rejected transaction leaves everything as it was, with a clear message', async ({ page, walletFor }) => {
  const wallet = await walletFor(takeDevAccount(E2E_CHAINS.mantle.chainId).key)
  await connect(page, wallet)
  await expect(state(page)).toHaveAttribute('data-state', 'eligible')
  wallet.rejectNext({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('claim-button').click()
  await expect(page.getByTestId('claim-error')).toHaveText('You rejected the request in your wallet. Nothing was sent.')
  await expect(state(page)).toHaveAttribute('data-state', 'eligible')
  await expect(page.getByTestId('claim-button')).toBeEnabled()
  expect(await page.evaluate(() => localStorage.getItem('stardust:transactions'))).toBeNull()
})

test('behavior: /claim lists the allocation on every chain with links', async ({ page, walletFor }) => {
  const listed = takeDevAccount()
  await connect(page, await walletFor(listed.key), '/claim')
  // Ethereum has no deployment in the e2e chains: said plainly.
  await expect(state(page)).toHaveAttribute('data-state', 'no-deployment')
  const all = page.getByTestId('claim-all-chains')
  await expect(all.getByTestId('claim-chain-5000')).toHaveAttribute('data-state', 'eligible')
  await expect(all.getByTestId('claim-chain-5000')).toContainText(starText(listed.airdropStar))
  await expect(all.getByTestId('claim-chain-42161')).toHaveAttribute('data-state', 'eligible')
  await expect(all.getByTestId('claim-chain-1')).toHaveAttribute('data-state', 'no-deployment')
  await expect(all.getByRole('link', { name: 'Open /claim-mantle' })).toHaveAttribute('href', '/claim-mantle')
})
