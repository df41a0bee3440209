// /stake from accounts with code: a contract account (its code set with hardhat_setCode on a fresh
// account: the test wallet's batch executor, a smart account whose key sends for it) has no ECDSA permit,
// so it goes straight to the batch or to approve + stake; an EIP-7702 delegated EOA (code 0xef0100…)
// still signs its permit. A permit the token would refuse is caught by simulating the stake first.
import { starStakingAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import { BATCH_EXECUTOR_ADDRESS, BATCH_EXECUTOR_CODE, type BatchingParameters, type TestWallet } from '@stardust/test-wallet'
import { concat, parseEther, toFunctionSelector, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const MANTLE = 5000
const TX_WAIT = { timeout: 30_000 }
const TWO_TRANSACTIONS_MS = 120_000
const TWO_STEPS = 'Your wallet cannot sign a permit, so this takes two steps: approve, then stake.'

async function stakedOnChain(account: Address): Promise<bigint> {
  const { staking } = e2eDeployment(MANTLE)
  return chainClient(MANTLE).readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })
}

/** A fresh account with 1,000 STAR and `code` as its own code, signed in on /stake. */
async function openStake(page: Page, walletFor: (key: Hex) => Promise<TestWallet>, code: Hex | undefined, batching?: BatchingParameters) {
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const client = chainClient(MANTLE)
  if (code) {
    // The executor's own address too: a 7702 delegation must point at real code.
    if ((await client.getCode({ address: BATCH_EXECUTOR_ADDRESS })) === undefined) await client.setCode({ address: BATCH_EXECUTOR_ADDRESS, bytecode: BATCH_EXECUTOR_CODE })
    await client.setCode({ address: account, bytecode: code })
  }
  const wallet = await walletFor(key)
  if (batching) wallet.setBatching(batching)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  return { wallet, account }
}

async function stake(page: Page, amount: string) {
  await page.getByTestId('stake-amount-input').fill(amount)
  await page.getByTestId('stake-submit').click()
}

/** The data of every transaction the page asked the wallet to send. */
const sentData = (wallet: TestWallet) =>
  wallet.requests.filter((request) => request.method === 'eth_sendTransaction').map((request) => ((request.params as [{ data?: Hex }])[0].data ?? '0x').toLowerCase())

const STAKE_WITH_PERMIT = toFunctionSelector('stakeWithPermit(uint256,uint256,uint8,bytes32,bytes32)')

test('behavior: a contract account stakes as approve + stake, never asked for a permit', async ({ page, walletFor }) => {
  test.setTimeout(TWO_TRANSACTIONS_MS)
  const { wallet, account } = await openStake(page, walletFor, BATCH_EXECUTOR_CODE)
  await stake(page, '25')
  await expect(page.getByTestId('stake-staked')).toHaveText('25 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('25'))
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(0)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(2)
})

test('behavior: a contract account whose wallet batches stakes in one batch: one prompt, one transaction, no permit', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, BATCH_EXECUTOR_CODE, { atomic: 'supported' })
  await stake(page, '35')
  await expect(page.getByTestId('stake-tx')).toHaveText('Transaction confirmed.', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('35'))
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_signTypedData_v4') + wallet.requestCount('eth_sendTransaction')).toBe(0)
  expect(wallet.sentBatches[0]?.hashes).toHaveLength(1)
  // Still the contract's own code: a contract account is never "upgraded".
  expect(await chainClient(MANTLE).getCode({ address: account })).toBe(BATCH_EXECUTOR_CODE)
})

test('behavior: an EIP-7702 delegated account (code 0xef0100…) is an EOA: one permit signature and one transaction', async ({ page, walletFor }) => {
  const { wallet, account } = await openStake(page, walletFor, concat(['0xef0100', BATCH_EXECUTOR_ADDRESS]))
  await expect(page.getByTestId('stake-hint')).toHaveText('One signature and one transaction: no separate approval.')
  await stake(page, '40')
  await expect(page.getByTestId('stake-staked')).toHaveText('40 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('40'))
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  expect(sentData(wallet)).toHaveLength(1)
  expect(sentData(wallet)[0]!.startsWith(STAKE_WITH_PERMIT)).toBe(true)
})

test('behavior: a permit the token would refuse (signed by another key, as a smart account not yet deployed does) is caught before sending: approve + stake', async ({ page, walletFor }) => {
  test.setTimeout(TWO_TRANSACTIONS_MS)
  const { wallet, account } = await openStake(page, walletFor, undefined)
  wallet.signTypedDataWith(generatePrivateKey())
  await stake(page, '45')
  await expect(page.getByTestId('stake-two-steps')).toHaveText(TWO_STEPS)
  await expect(page.getByTestId('stake-staked')).toHaveText('45 STAR', TX_WAIT)
  expect(await stakedOnChain(account)).toBe(parseEther('45'))
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  // The wallet was never asked to send the stake with the bad permit: approve, then stake.
  expect(sentData(wallet)).toHaveLength(2)
  expect(sentData(wallet).some((data) => data.startsWith(STAKE_WITH_PERMIT))).toBe(false)
  await expect(page.getByTestId('stake-error')).toHaveCount(0)
})
