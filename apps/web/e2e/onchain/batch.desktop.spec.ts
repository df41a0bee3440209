// /stake without an allowance, with wallets that batch (EIP-5792) and wallets that fail at it as seen in
// the field: a batching wallet stakes with one prompt and one transaction (approve + stake together,
// through @stardust/test-wallet's real atomic wallet_sendCalls); capabilities that fail or never answer,
// and a wallet that turns the batch down, keep the permit path; a status that stays pending, gives no
// receipts or reports atomic: false never reads "confirmed" without receipts to show for it.
import { starStakingAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import type { BatchingParameters, TestWallet } from '@stardust/test-wallet'
import { parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { RECEIPT_TIMEOUT_MS } from '../../src/transactions/constants'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const MANTLE = 5000
const TX_WAIT = { timeout: 30_000 }
const TWO_TRANSACTIONS_MS = 120_000
const CONFIRMED = 'Transaction confirmed.'

const form = (page: Page) => page.getByTestId('stake-form')
const amountField = (page: Page) => page.getByTestId('stake-amount-input')

async function stakedOnChain(account: Address): Promise<bigint> {
  const { staking } = e2eDeployment(MANTLE)
  return chainClient(MANTLE).readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })
}

/** A fresh account with 1,000 STAR, its wallet batching as `batching` says, signed in on /stake. */
async function openStake(page: Page, walletFor: (key: Hex) => Promise<TestWallet>, batching: BatchingParameters, prepare?: (account: Address) => Promise<void>) {
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  await prepare?.(account)
  const wallet = await walletFor(key)
  wallet.setBatching(batching)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  return { wallet, account }
}

async function stake(page: Page, amount: string) {
  await amountField(page).fill(amount)
  await page.getByTestId('stake-submit').click()
}

/** The batch's one transaction holds both the approval (the token's log) and the stake (the pool's). */
async function expectOneTransactionForBoth(wallet: TestWallet) {
  const [batch] = wallet.sentBatches
  expect(wallet.sentBatches).toHaveLength(1)
  expect(batch!.atomic).toBe(true)
  expect(batch!.hashes).toHaveLength(1)
  const receipt = await chainClient(MANTLE).getTransactionReceipt({ hash: batch!.hashes[0]! })
  const { token, staking } = e2eDeployment(MANTLE)
  const emitters = new Set(receipt.logs.map((log) => log.address.toLowerCase()))
  expect(receipt.status).toBe('success')
  expect(emitters).toEqual(new Set([token.toLowerCase(), staking!.toLowerCase()]))
}

test('default: a wallet that batches (supported) stakes with one prompt and one transaction, and says confirmed from its receipt', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, { atomic: 'supported' })
  await expect(form(page).getByTestId('stake-hint')).toHaveText('One confirmation in your wallet: the approval and the stake go together, in one transaction.')
  await stake(page, '25')
  await expect(form(page).getByTestId('stake-tx')).toHaveText(CONFIRMED, TX_WAIT)
  await expect(page.getByTestId('stake-staked')).toHaveText('25 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('25'))
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(0)
  await expectOneTransactionForBoth(wallet)
  await expect(amountField(page)).toHaveValue('', TX_WAIT)
})

test('behavior: a wallet "ready" to upgrade, keying its capabilities in decimal ("5000"), batches too: the account becomes an EIP-7702 delegation', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, { atomic: 'ready', capabilities: 'decimalKeys' })
  await stake(page, '20')
  await expect(form(page).getByTestId('stake-tx')).toHaveText(CONFIRMED, TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('20'))
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction') + wallet.requestCount('eth_signTypedData_v4')).toBe(0)
  await expectOneTransactionForBoth(wallet)
  expect((await chainClient(MANTLE).getCode({ address: account }))?.startsWith('0xef0100')).toBe(true)
})

for (const [capabilities, why] of [
  ['fail', 'a capabilities call that fails'],
  ['never', 'a capabilities call never answered (given up after 5 s)'],
] as const) {
  test(`behavior: ${why} keeps the permit path: one signature, one transaction, no batch`, async ({ page, walletFor }) => {
    const { wallet, account } = await openStake(page, walletFor, { atomic: 'supported', capabilities })
    await expect(form(page).getByTestId('stake-hint')).toHaveText('One signature and one transaction: no separate approval.')
    await stake(page, '15')
    await expect(page.getByTestId('stake-staked')).toHaveText('15 STAR', TX_WAIT)
    expect(await stakedOnChain(account)).toBe(parseEther('15'))
    expect(wallet.requestCount('wallet_sendCalls')).toBe(0)
    expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
    expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  })
}

test('behavior: a wallet that turns the batch down (5760, atomicity not supported) sends nothing and goes on with the permit at once', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, { atomic: 'supported' })
  wallet.rejectNext({ methods: ['wallet_sendCalls'], code: 5760, message: 'The wallet cannot execute this batch atomically.' })
  await stake(page, '12')
  await expect(page.getByTestId('stake-staked')).toHaveText('12 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('12'))
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.sentBatches).toHaveLength(0)
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  await expect(form(page).getByTestId('stake-error')).toHaveCount(0)
})

test('behavior: refusing the batch in the wallet is no error: the amount stays, nothing is sent, and Stake asks again', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, { atomic: 'supported' })
  wallet.rejectNext({ methods: ['wallet_sendCalls'] })
  await stake(page, '30')
  const line = form(page).getByTestId('stake-error')
  await expect(line).toHaveText('The stake did not go through. You rejected the request in your wallet. Nothing was sent.')
  await expect(line).toHaveAttribute('role', 'status')
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0)
  await expect(amountField(page)).toHaveValue('30')
  expect(wallet.sentBatches).toHaveLength(0)
  expect(wallet.requestCount('eth_signTypedData_v4') + wallet.requestCount('eth_sendTransaction')).toBe(0)
  expect(await stakedOnChain(account)).toBe(0n)
  await page.getByTestId('stake-submit').click()
  await expect(form(page).getByTestId('stake-tx')).toHaveText(CONFIRMED, TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('30'))
})

test('behavior: a batch whose status gives no receipts is never called confirmed; the figures show what the chain says', async ({ page, walletFor }) => {
  const { account } = await openStake(page, walletFor, { atomic: 'supported', status: 'noReceipts' })
  await stake(page, '18')
  await expect(form(page).getByTestId('stake-tx')).toHaveText(/gives no receipt, so it cannot be confirmed here/, TX_WAIT)
  await expect(page.getByTestId('stake-staked')).toHaveText('18 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('18'))
  await expect(form(page).getByTestId('stake-tx')).not.toHaveText(CONFIRMED)
})

test('behavior: a wallet that reports atomic: false (it sent the calls one by one) is confirmed only from a successful receipt per call', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, { atomic: 'supported', status: 'notAtomic' })
  await stake(page, '22')
  await expect(form(page).getByTestId('stake-tx')).toHaveText(CONFIRMED, TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('22'))
  expect(wallet.sentBatches[0]).toMatchObject({ atomic: false, calls: 2 })
  expect(wallet.sentBatches[0]!.hashes).toHaveLength(2)
})

test('behavior: a batch whose status stays pending is "still pending" after the receipt wait, never confirmed or failed', async ({ page, walletFor }) => {
  test.setTimeout(TWO_TRANSACTIONS_MS)
  await page.clock.install()
  const { wallet } = await openStake(page, walletFor, { atomic: 'supported', status: 'pending' })
  await stake(page, '10')
  await expect(form(page).getByTestId('stake-tx')).toHaveText('Transaction sent, waiting for confirmation…', TX_WAIT)
  await expect.poll(() => wallet.requestCount('wallet_getCallsStatus')).toBeGreaterThan(0)
  await page.clock.fastForward(RECEIPT_TIMEOUT_MS)
  await expect(form(page).getByTestId('stake-tx')).toHaveText(/Still pending after 5 minutes/, TX_WAIT)
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0)
  await expect(form(page).getByTestId('stake-error')).toHaveCount(0)
})
