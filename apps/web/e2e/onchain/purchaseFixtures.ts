// The buyer of the purchase specs that hold the wallet's prompt open (an answer late, lost or still awaited):
// a funded key's test wallet, the Mantle sale it buys from, and the steps those specs share: signing in on
// /purchase, asking for a buy whose prompt the wallet holds, and the one buy that prompt's approval sends.
import type { BrowserContext, Page } from '@playwright/test'
import { starTokenAbi, type Deployment } from '@stardust/contracts'
import type { TestWallet, TestWalletHold } from '@stardust/test-wallet'
import { parseEther, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test as base } from './chainFixtures'
import { sentFrom } from './sentFrom'

export { expect }
export const MANTLE = 5000

export type Buyer = {
  account: Address
  wallet: TestWallet
  client: ReturnType<typeof chainClient>
  sale: Deployment['sale']
  /** The account's STAR on Mantle, read from the chain. */
  balance: () => Promise<bigint>
  /** What it held before the test bought anything. */
  before: bigint
  /** The first block after the buyer was made: every transaction of the test is from here on. */
  fromBlock: bigint
}

export const test = base.extend<{ buyer: Buyer }>({
  buyer: async ({ walletFor, fundedKey }, use) => {
    const account = privateKeyToAccount(fundedKey).address
    const wallet = await walletFor(fundedKey)
    const client = chainClient(MANTLE)
    const { sale, token } = e2eDeployment(MANTLE)
    const balance = () => client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
    // Funding set storage and sent nothing from the account: whatever it sends later is the test's.
    const fromBlock = (await client.getBlockNumber()) + 1n
    await use({ account, wallet, client, sale, balance, before: await balance(), fromBlock })
  },
})

/** Waits until `page`'s purchase panel has read the chain and the account (the wallet stack loads first). */
export async function purchaseReady(page: Page): Promise<void> {
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
}

/** Signs the buyer in on /purchase in `page`, its panel ready. */
export async function signInOnPurchase(page: Page, buyer: Buyer): Promise<void> {
  await page.goto('/purchase')
  await connectAndSignIn(page, buyer.wallet)
  await purchaseReady(page)
}

/** Another tab of the signed-in buyer on /purchase, its panel ready. */
export async function purchaseTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage()
  await tab.goto('/purchase')
  await purchaseReady(tab)
  return tab
}

/** Asks `page` to buy `amount` STAR; the wallet holds its prompt open until the test approves or rejects it. */
export async function buyHeldInWallet(page: Page, buyer: Buyer, amount: string): Promise<TestWalletHold> {
  const prompt = buyer.wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('buy-receive-input').fill(amount)
  await page.getByTestId('buy-submit').click()
  await prompt.requested
  return prompt
}

/**
 * Approves the held buy of `amount` STAR and checks that it, and nothing else, went out: the balance grows by
 * `amount`, the chain holds one transaction of the account (to the sale), the wallet was asked once. Its hash.
 */
export async function approveOneBuy(prompt: TestWalletHold, buyer: Buyer, amount: string): Promise<Hash> {
  const { wallet } = buyer
  prompt.approve()
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  await expect.poll(buyer.balance, { timeout: 20_000 }).toBe(buyer.before + parseEther(amount))
  expect(await sentFrom(MANTLE, buyer.account, buyer.fromBlock)).toEqual([{ hash, to: toSale(buyer) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  return hash
}

/** Matches the sale's address in a transaction's `to` (the node may spell it in another case). */
export function toSale(buyer: Buyer) {
  return expect.stringMatching(new RegExp(`^${buyer.sale}$`, 'i'))
}
