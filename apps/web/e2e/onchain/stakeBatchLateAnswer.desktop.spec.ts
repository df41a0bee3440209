// A batch stake (approve + stake in one wallet_sendCalls) asked in one tab, that tab closed (or reloaded) while
// the wallet's prompt was still open: the page that stays reads the chain, sees nothing go out within the quiet
// window and offers Stake again. The prompt is confirmed after all (a late answer): the batch goes out, its id
// answered to no page. A second Stake must not stake twice: the flow looks for the earlier request's last call
// (the stake, its amount) on chain first, finds its transaction and follows it, asking the wallet nothing.
// Exactly one wallet_sendCalls, one transaction, one stake.
import { starStakingAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import { parseEther, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'
import { sentFrom } from './sentFrom'

const MANTLE = 5000
const QUIET_AND_MORE_MS = 120_000 // the quiet window (60 s) from the asking tab's going, read at the chain's pace
const TX_WAIT = { timeout: 30_000 }
const FOLLOWED = 'Stake 25 STAR: your wallet confirmed this earlier request after all. It went out: we found it on chain and follow it here instead of asking again. Nothing else was sent.'

const staked = (account: Address) => chainClient(MANTLE).readContract({ address: e2eDeployment(MANTLE).staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] })

async function ready(page: Page) {
  await page.goto('/stake')
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
}

/** Stake 25 asked in `page`, its wallet_sendCalls prompt held open; resolves once the wallet shows it. */
async function askHeld(page: Page, wallet: TestWallet) {
  const prompt = wallet.hold({ methods: ['wallet_sendCalls'] })
  await page.getByTestId('stake-amount-input').fill('25')
  await page.getByTestId('stake-submit').click()
  await prompt.requested
  return prompt
}

/** The prompt confirmed late: the batch goes out (one transaction, approve and stake), its answer to no page. */
async function confirmLate(prompt: ReturnType<TestWallet['hold']>, wallet: TestWallet, account: Address, fromBlock: bigint) {
  prompt.approve()
  await expect.poll(() => staked(account), TX_WAIT).toBe(parseEther('25'))
  expect(wallet.sentBatches).toHaveLength(1)
  const sent = await sentFrom(MANTLE, account, fromBlock)
  expect(sent).toHaveLength(1) // the batch's one transaction, from the account to itself (EIP-7702)
  return sent[0]!.hash
}

/** Stake 25 again in `page`: the earlier batch is found and followed; the wallet is asked nothing. */
async function stakeAgainFollows(page: Page, wallet: TestWallet, account: Address, fromBlock: bigint, late: string) {
  await expect(page.getByTestId('stake-submit')).toBeEnabled()
  await page.getByTestId('stake-amount-input').fill('25')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-tx')).toHaveText(FOLLOWED, TX_WAIT)
  await expect(page.getByTestId('stake-staked')).toHaveText('25 STAR', TX_WAIT)
  expect(wallet.requestCount('wallet_sendCalls')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction') + wallet.requestCount('eth_signTypedData_v4')).toBe(0)
  expect(await staked(account)).toBe(parseEther('25'))
  expect((await sentFrom(MANTLE, account, fromBlock)).map((tx) => tx.hash)).toEqual([late])
  // Followed to its receipt as the page's own stake: its record confirmed, the amount cleared as after any stake.
  const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
  await expect.poll(records, TX_WAIT).toEqual([expect.objectContaining({ hash: late, status: 'confirmed' })])
  await expect(page.getByTestId('stake-amount-input')).toHaveValue('', TX_WAIT)
  await expect(page.getByTestId('stake-tx')).toHaveText(FOLLOWED)
}

test('behavior: a batch stake confirmed in the wallet after its tab closed: Stake again follows that transaction and asks nothing; one stake', async ({ page, context, walletFor }) => {
  test.setTimeout(300_000) // a sign-in, two tabs and the quiet window
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.setBatching({ atomic: 'supported' })
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const other = await context.newPage()
  await ready(other)
  const fromBlock = (await chainClient(MANTLE).getBlockNumber()) + 1n

  const prompt = await askHeld(page, wallet)
  const line = other.getByTestId('stake-in-flight')
  await expect(line).toHaveAttribute('data-asking', 'true', { timeout: 20_000 })
  // The asking tab goes, its prompt left open in the wallet: the other tab finds nothing sent and offers Stake again.
  await page.close()
  await expect(line).toHaveAttribute('data-finding', 'nothing', { timeout: QUIET_AND_MORE_MS })

  const late = await confirmLate(prompt, wallet, account, fromBlock)
  await stakeAgainFollows(other, wallet, account, fromBlock, late)
})

test('behavior: a batch stake confirmed in the wallet after its page reloaded: Stake on the reloaded page follows it; one stake', async ({ page, walletFor }) => {
  test.setTimeout(300_000) // a sign-in, a reload and the quiet window
  const key = await freshAccount(MANTLE, parseEther('1000'))
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  wallet.setBatching({ atomic: 'supported' })
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await chainClient(MANTLE).getBlockNumber()) + 1n

  const prompt = await askHeld(page, wallet)
  // Reloaded mid-flight, the prompt still open: the reloaded page reads the chain, finds nothing sent, offers Stake again.
  await page.reload()
  await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('stake-in-flight')).toHaveAttribute('data-finding', 'nothing', { timeout: QUIET_AND_MORE_MS })

  const late = await confirmLate(prompt, wallet, account, fromBlock)
  await stakeAgainFollows(page, wallet, account, fromBlock, late)
})
