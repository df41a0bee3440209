// /stake end to end: the test wallet stakes real STAR on the local Mantle-id chain (e2e/serve.mjs),
// the test moves the chain's clock, and the page's figures are compared with the chain's.
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { de } from '../../src/i18n/messages/de'
import { formatAmount } from '../../src/onchain/format'
import { connectAndSignIn } from '../wallet/fixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { advanceChainTime, CHAIN_WIDE, chainClient, e2eDeployment, expect, test } from './chainFixtures'

const MANTLE = 5000
// Development accounts 5-7 are this file's (the claims spec uses 1-4, purchase 8-9).
// Account 7 also stakes in e2e/resilience/rateLimitedBrowser; this file only reads it (no figure asserted).

const panel = (page: Page) => page.getByTestId('stake-panel')
// The page's own formatter: grouped, at most four decimals, rounded down.
const star = (wei: bigint) => `${formatAmount(wei)} STAR`

async function openStake(page: Page, wallet: TestWallet) {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(panel(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
}

async function chainTruth(account: Address) {
  const client = chainClient(MANTLE)
  const { staking, token } = stakingAddresses()
  const [wallet, staked, earned] = await Promise.all([
    client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] }),
    client.readContract({ address: staking, abi: starStakingAbi, functionName: 'balanceOf', args: [account] }),
    client.readContract({ address: staking, abi: starStakingAbi, functionName: 'earned', args: [account] }),
  ])
  return { wallet, staked, earned }
}

function stakingAddresses(): { staking: Address; token: Address } {
  const { token, staking } = e2eDeployment(MANTLE)
  return { token, staking: staking! }
}

test('default: stake with one permit signature and one transaction, rewards grow with the chain clock, withdraw part, claim, exit', { tag: CHAIN_WIDE }, async ({ page, walletFor, fundedKey: key }) => {
  test.setTimeout(150_000) // five transactions and a sign-in; about 60 s on two busy cores
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await openStake(page, wallet)
  const before = await chainTruth(account)
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText(star(before.wallet))

  await page.getByTestId('stake-amount-input').fill('100')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-staked')).toHaveText(star(before.staked + 100n * 10n ** 18n), { timeout: 20_000 })
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)

  // An hour passes on the chain: rewards grow, and the page follows the chain's clock, not the computer's.
  await advanceChainTime(MANTLE, 3600)
  await expect.poll(async () => (await chainTruth(account)).earned).toBeGreaterThan(0n)
  await expect(page.getByTestId('stake-earned')).not.toHaveText('0 STAR', { timeout: 15_000 })

  await page.getByTestId('withdraw-amount-input').fill('40')
  await page.getByTestId('withdraw-submit').click()
  await expect(page.getByTestId('stake-staked')).toHaveText(star(before.staked + 60n * 10n ** 18n), { timeout: 20_000 })

  await page.getByTestId('claim-rewards').click()
  await expect(page.getByTestId('stake-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
  const afterClaim = await chainTruth(account)
  expect(afterClaim.wallet).toBeGreaterThan(before.wallet - 60n * 10n ** 18n) // the rewards arrived on top
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText(star(afterClaim.wallet), { timeout: 15_000 })

  await page.getByTestId('exit').click()
  await expect(page.getByTestId('stake-staked')).toHaveText('0 STAR', { timeout: 20_000 })
  const end = await chainTruth(account)
  expect(end.staked).toBe(0n)
  expect(end.wallet).toBeGreaterThan(before.wallet) // principal back, plus every reward
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText(star(end.wallet), { timeout: 15_000 })
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
})

test('behavior: a wallet that refuses typed data falls back to approve, then stake, by itself', async ({ page, walletFor, fundedKey: key }) => {
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await openStake(page, wallet)
  const before = await chainTruth(account)
  wallet.rejectNext({ methods: ['eth_signTypedData_v4'], code: 4200, message: 'This wallet does not support eth_signTypedData_v4.' })
  await page.getByTestId('stake-amount-input').fill('25')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-staked')).toHaveText(star(before.staked + 25n * 10n ** 18n), { timeout: 30_000 })
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(2) // approve, then stake
})

test('behavior: invalid amounts are refused next to the field and never open a wallet prompt', async ({ page, walletFor, fundedKey }) => {
  const wallet = await walletFor(fundedKey)
  await openStake(page, wallet)
  const field = page.getByTestId('stake-amount-input')
  const problem = page.getByTestId('stake-amount-problem')
  for (const [input, words] of [
    ['0', 'Enter an amount above zero.'],
    ['abc', 'Enter a number, like 100 or 0.5.'],
    ['1.0000000000000000001', 'STAR has 18 decimals: enter fewer digits after the point.'],
    ['99999999', 'That is more than you have.'],
  ] as const) {
    await field.fill(input)
    await page.getByTestId('stake-submit').click()
    await expect(problem).toHaveText(words)
  }
  await field.fill('')
  await page.getByTestId('stake-submit').click()
  await expect(problem).toHaveText('Enter an amount.')
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(0)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
})

test('behavior: on the German page "1,5" stakes 1.5 STAR, never 15, and the figures read as German writes them', async ({ page, walletFor, fundedKey: key }) => {
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await page.goto('/de/stake')
  await connectAndSignIn(page, wallet, de.site.connectWallet)
  await expect(panel(page)).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const before = await chainTruth(account)
  await page.getByTestId('stake-amount-input').fill('1.234')
  await expect(page.getByTestId('stake-amount-problem')).toHaveText(de.stake.problems.ambiguous)
  await page.getByTestId('stake-amount-input').fill('1,5')
  await page.getByTestId('stake-submit').click()
  const staked = before.staked + 15n * 10n ** 17n
  await expect.poll(async () => (await chainTruth(account)).staked, { timeout: 30_000 }).toBe(staked)
  await expect(page.getByTestId('stake-staked')).toHaveText(`${formatAmount(staked, { locale: 'de' })} STAR`, { timeout: 20_000 })
})
