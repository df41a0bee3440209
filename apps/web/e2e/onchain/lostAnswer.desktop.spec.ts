// A request the wallet carries out but whose answer is lost: -32603 "Request timed out" after it went out, or
// no answer at all. First a batch (approve + stake in one wallet_sendCalls). Before, the timeout made the stake form fall
// back at once to a permit, then approve + stake (two stakes of 500 STAR, 1,000 on chain, read "Transaction
// confirmed."), and the unanswered batch left the page on "Confirm in your wallet…" with 0 STAR staked long
// after it was mined. Now the page asks the chain (the account's nonce, the staked balance) before it offers
// anything else, and says what it found: one stake on chain, 500 STAR. Then a purchase (one
// eth_sendTransaction), which read "could not be completed. Nothing was changed; try again" on a buy that went
// through, and stayed on "Confirm in your wallet…" after one whose answer never came.
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import type { LostAnswer, TestWallet } from '@stardust/test-wallet'
import { parseEther, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'
import { sentFrom } from './sentFrom'

const MANTLE = 5000
const FOUND = { timeout: 30_000 }

async function stakedOnChain(account: Address): Promise<bigint> {
  const { staking } = e2eDeployment(MANTLE)
  return chainClient(MANTLE).readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })
}

/** A fresh account with 1,000 STAR and no allowance, its wallet batching (and losing its batch's answer as `how` says), signed in on /stake. */
async function openStake(page: Page, walletFor: (key: Hex) => Promise<TestWallet>, how: LostAnswer) {
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.setBatching({ atomic: 'supported' })
  wallet.loseAnswer({ methods: ['wallet_sendCalls'], how })
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('stake-hint')).toHaveText(/one confirmation/i)
  return { wallet, account, fromBlock: (await chainClient(MANTLE).getBlockNumber()) + 1n }
}

/** Exactly one transaction from the account since `fromBlock`: the batch's, staking the amount once. */
async function expectOneStake(wallet: TestWallet, account: Address, fromBlock: bigint) {
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0) // no approve + stake on top of it
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(0) // no permit either
  const [batch] = wallet.sentBatches
  expect(wallet.sentBatches).toHaveLength(1)
  expect((await sentFrom(MANTLE, account, fromBlock)).map((tx) => tx.hash)).toEqual(batch!.hashes)
  expect(await stakedOnChain(account)).toBe(parseEther('500'))
}

test('behavior: a batch sent but answered -32603 "Request timed out" is found on chain: no other way is tried, one stake of 500 STAR', async ({ page, walletFor }) => {
  const { wallet, account, fromBlock } = await openStake(page, walletFor, 'timeout')
  await page.getByTestId('stake-amount-input').fill('500')
  await page.getByTestId('stake-submit').click()

  await expect(page.getByTestId('stake-tx')).toContainText('Your wallet answered with an error, but it sent the request: the chain shows it.', FOUND)
  await expect(page.getByTestId('stake-tx')).toContainText('Stake 500 STAR: confirmed.')
  await expect(page.getByTestId('stake-staked')).toHaveText('500 STAR', FOUND)
  await expect(page.getByTestId('stake-error')).toHaveCount(0)
  await expect(page.getByTestId('stake-submit')).toBeEnabled()
  expect(wallet.requests.find((r) => r.method === 'wallet_sendCalls')?.error).toMatchObject({ code: -32603, message: 'Request timed out' })
  await expectOneStake(wallet, account, fromBlock)
})

test('behavior: a batch sent and never answered: once mined, the page moves off "Confirm in your wallet…" and shows the stake', async ({ page, walletFor }) => {
  const { wallet, account, fromBlock } = await openStake(page, walletFor, 'never')
  await page.getByTestId('stake-amount-input').fill('500')
  await page.getByTestId('stake-submit').click()

  await expect(page.getByTestId('stake-tx')).toContainText('Your wallet has not answered, but it sent the request: the chain shows it.', FOUND)
  await expect(page.getByTestId('stake-tx')).not.toContainText('Confirm in your wallet')
  await expect(page.getByTestId('stake-staked')).toHaveText('500 STAR', FOUND)
  expect(wallet.requests.find((r) => r.method === 'wallet_sendCalls')?.answeredAt).toBeUndefined()
  await expectOneStake(wallet, account, fromBlock)
})

test('behavior: a purchase sent but answered -32603 "Request timed out" is found on chain and followed to its receipt: one buy', async ({ page, walletFor }) => {
  const key = await freshAccount(MANTLE, 0n)
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await chainClient(MANTLE).getBlockNumber()) + 1n

  wallet.loseAnswer({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('buy-receive-input').fill('10')
  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', FOUND)
  await expect(page.getByTestId('buy-notice')).toHaveText('Your wallet answered with an error, but it sent the transaction: we found it on chain and followed it here. Nothing else was sent.')
  await expect(page.getByTestId('buy-star-balance')).toHaveText('10 STAR', FOUND)

  const lost = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!
  expect(lost.error).toMatchObject({ code: -32603, message: 'Request timed out' })
  expect((await sentFrom(MANTLE, account, fromBlock)).map((tx) => tx.hash)).toEqual([lost.result])
  const { token } = e2eDeployment(MANTLE)
  expect(await chainClient(MANTLE).readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })).toBe(parseEther('10'))
  const records = await page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
  expect(records).toEqual([expect.objectContaining({ hash: lost.result, status: 'confirmed' })])
})

test('behavior: a purchase sent and never answered is found on chain meanwhile and followed to its receipt: one buy', async ({ page, walletFor }) => {
  const key = await freshAccount(MANTLE, 0n)
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await chainClient(MANTLE).getBlockNumber()) + 1n

  wallet.loseAnswer({ methods: ['eth_sendTransaction'], how: 'never' })
  await page.getByTestId('buy-receive-input').fill('10')
  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', FOUND)
  await expect(page.getByTestId('buy-notice')).toHaveText('Your wallet has not answered, but it sent the transaction: we found it on chain and followed it here. Nothing else was sent.')
  await expect(page.getByTestId('buy-star-balance')).toHaveText('10 STAR', FOUND)

  const lost = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!
  expect(lost.answeredAt).toBeUndefined()
  expect((await sentFrom(MANTLE, account, fromBlock)).map((tx) => tx.hash)).toEqual([lost.result])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
  await expect.poll(records).toEqual([expect.objectContaining({ hash: lost.result, status: 'confirmed' })])
})
