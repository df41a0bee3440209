// /stake with wallets that cannot sign the permit (EIP-712), in each way seen in the field: the stake goes
// on as approve + stake by itself and says why; a permit never answered offers the two steps (or a
// cancel) after SIGNATURE_ANSWER_WAIT_MS, which the test skips with Playwright's clock; after any failure
// the amount stays and the error, next to Stake, names what failed.
import { starStakingAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import { TYPED_DATA_FAILURES, type TestWallet, type TypedDataFailure } from '@stardust/test-wallet'
import { parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { SIGNATURE_ANSWER_WAIT_MS } from '../../src/wallet/constants'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const MANTLE = 5000
const TWO_STEPS = 'Your wallet cannot sign a permit, so this takes two steps: approve, then stake.'
const TX_WAIT = { timeout: 30_000 }
// Two transactions, each confirmed only once every read of the app is refreshed (about 20 s with the
// other chains' RPCs unreachable, until the flow refreshes only what a transaction changed): above the
// wallet journeys' 60 s on a busy machine.
const TWO_TRANSACTIONS_MS = 120_000

const form = (page: Page) => page.getByTestId('stake-form')
const amountField = (page: Page) => page.getByTestId('stake-amount-input')

async function stakedOnChain(account: Address): Promise<bigint> {
  const { staking } = e2eDeployment(MANTLE)
  return chainClient(MANTLE).readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })
}

/** A fresh account with 1,000 STAR, its wallet failing typed data as `failure` says, signed in on /stake. */
async function openStake(page: Page, walletFor: (key: Hex) => Promise<TestWallet>, failure?: TypedDataFailure) {
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const wallet = await walletFor(key)
  if (failure) wallet.failTypedData(failure)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  return { wallet, account: privateKeyToAccount(key).address }
}

/** After a failure: the amount as typed, no "Enter an amount.", Stake pressable again. */
async function expectAmountKept(page: Page, amount: string) {
  await expect(amountField(page)).toHaveValue(amount)
  await expect(page.getByTestId('stake-amount-problem')).toHaveCount(0)
  await expect(page.getByTestId('stake-submit')).toBeEnabled()
}

const CANNOT_SIGN = Object.keys(TYPED_DATA_FAILURES) as (keyof typeof TYPED_DATA_FAILURES)[]

for (const failure of CANNOT_SIGN) {
  test(`behavior: typed data failing as ${failure} (${JSON.stringify(TYPED_DATA_FAILURES[failure])}) stakes through approve + stake by itself, saying why`, async ({ page, walletFor }) => {
    test.setTimeout(TWO_TRANSACTIONS_MS)
    const { wallet, account } = await openStake(page, walletFor, failure)
    await amountField(page).fill('25')
    await page.getByTestId('stake-submit').click()
    await expect(form(page).getByTestId('stake-two-steps')).toHaveText(TWO_STEPS)
    await expect(page.getByTestId('stake-staked')).toHaveText('25 STAR', TX_WAIT)
    expect(await stakedOnChain(account)).toBe(parseEther('25'))
    expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
    expect(wallet.requestCount('eth_sendTransaction')).toBe(2) // approve, then stake
    // Done: the field is cleared for the next amount, with no complaint about it being empty.
    await expect(amountField(page)).toHaveValue('', TX_WAIT)
    await expect(page.getByTestId('stake-amount-problem')).toHaveCount(0)
    await expect(page.getByTestId('stake-error')).toHaveCount(0)
  })
}

test('behavior: a permit never answered offers "Stake in two steps instead" after a while, and only then sends the approval', async ({ page, walletFor }) => {
  test.setTimeout(TWO_TRANSACTIONS_MS)
  await page.clock.install()
  const { wallet, account } = await openStake(page, walletFor, 'never')
  await amountField(page).fill('30')
  await page.getByTestId('stake-submit').click()
  await expect.poll(() => wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  await expect(page.getByTestId('stake-two-steps-instead')).toHaveCount(0)
  await page.clock.fastForward(SIGNATURE_ANSWER_WAIT_MS)
  const instead = form(page).getByTestId('stake-two-steps-instead')
  await expect(instead).toHaveText('Stake in two steps instead')
  await expect(form(page).getByTestId('stake-cancel-wait')).toBeVisible()
  // No second wallet prompt on top of the one that may still be open, until the person asks.
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
  await instead.click()
  await expect(form(page).getByTestId('stake-two-steps')).toHaveText(TWO_STEPS)
  await expect(page.getByTestId('stake-staked')).toHaveText('30 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('30'))
  expect(wallet.requestCount('eth_sendTransaction')).toBe(2)
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
})

test('behavior: a permit never answered can be cancelled: the amount stays, nothing is sent, and the next Stake asks for no second signature', async ({ page, walletFor }) => {
  test.setTimeout(TWO_TRANSACTIONS_MS)
  await page.clock.install()
  const { wallet, account } = await openStake(page, walletFor, 'never')
  await amountField(page).fill('12.5')
  await page.getByTestId('stake-submit').click()
  await expect.poll(() => wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  await page.clock.fastForward(SIGNATURE_ANSWER_WAIT_MS)
  await form(page).getByTestId('stake-cancel-wait').click()
  await expectAmountKept(page, '12.5')
  await expect(form(page).getByTestId('stake-two-steps-instead')).toHaveCount(0)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
  // The unanswered request may still sit in the wallet: the next Stake takes the two steps at once.
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-staked')).toHaveText('12.5 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('12.5'))
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
})

test('behavior: refusing the permit stops the stake; the amount stays and the error names the signature, next to Stake', async ({ page, walletFor }) => {
  const { wallet } = await openStake(page, walletFor)
  wallet.rejectNext({ methods: ['eth_signTypedData_v4'] })
  await amountField(page).fill('40')
  await page.getByTestId('stake-submit').click()
  await expect(form(page).getByTestId('stake-error')).toHaveText('You declined the permit signature in your wallet. Nothing was sent.')
  await expect(form(page).getByTestId('stake-error')).toHaveAttribute('role', 'status') // a refusal is no error
  await expectAmountKept(page, '40')
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
})

test('behavior: a refused approval is named as the approval, next to Stake, and the amount stays', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, 'trustWallet')
  wallet.rejectNext({ methods: ['eth_sendTransaction'] })
  await amountField(page).fill('50')
  await page.getByTestId('stake-submit').click()
  await expect(form(page).getByTestId('stake-error')).toHaveText('The approval did not go through. You rejected the request in your wallet. Nothing was sent.')
  await expect(form(page).getByTestId('stake-error')).toHaveAttribute('role', 'status') // a refusal is no error
  await expectAmountKept(page, '50')
  expect(await stakedOnChain(account)).toBe(0n)
})

test('behavior: a refused stake after its approval is named as the stake; pressing Stake again needs no new approval', async ({ page, walletFor }) => {
  test.setTimeout(TWO_TRANSACTIONS_MS)
  const { wallet, account } = await openStake(page, walletFor, 'internal')
  const approval = wallet.hold({ methods: ['eth_sendTransaction'] })
  wallet.rejectNext({ methods: ['eth_sendTransaction'] })
  await amountField(page).fill('60')
  await page.getByTestId('stake-submit').click()
  await approval.requested
  approval.approve()
  await expect(form(page).getByTestId('stake-error')).toHaveText(
    'The stake did not go through. You rejected the request in your wallet. Nothing was sent. Your approval is on chain: press Stake again to finish, with no new approval.',
    TX_WAIT,
  )
  await expectAmountKept(page, '60')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-staked')).toHaveText('60 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('60'))
  expect(wallet.requestCount('eth_sendTransaction')).toBe(3) // approve, refused stake, stake
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
})

test('behavior: an approval refused as WalletConnect says it (5002 "User rejected methods.") is a refusal, as for the permit: words, no error', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, 'trustWallet')
  wallet.rejectNext({ methods: ['eth_sendTransaction'], code: 5002, message: 'User rejected methods.' })
  await amountField(page).fill('55')
  await page.getByTestId('stake-submit').click()
  const line = form(page).getByTestId('stake-error')
  await expect(line).toHaveText('The approval did not go through. You rejected the request in your wallet. Nothing was sent.')
  await expect(line).toHaveAttribute('role', 'status')
  await expect(line).not.toHaveClass(/tx-error/)
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0)
  await expectAmountKept(page, '55')
  expect(await stakedOnChain(account)).toBe(0n)
})
