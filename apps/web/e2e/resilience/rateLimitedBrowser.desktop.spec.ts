// Issue 20, item 2, in the browser. The suite's build lists Mantle's node under two origins
// (e2e/chains.ts siteRpc: 127.0.0.1 first, localhost second); here the first answers 429 in the
// page's browser while the test wallet stakes. The wallet signs and sends from Node (the test
// wallet), so every read the page makes (balance, position, receipts) goes through the site's list.
import { starStakingAbi, starTokenAbi } from '@stardust/contracts'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatAmount } from '../../src/onchain/format'
import { E2E_CHAINS } from '../chains'
import { chainClient, e2eDeployment, expect, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { rateLimitInBrowser } from './rateLimitInBrowser'

const MANTLE = 5000
const [LIMITED, SECOND] = E2E_CHAINS.mantle.siteRpc.split(',').map((url) => new URL(url).origin) as [string, string]
/** The site's cooldown (RPC_ENDPOINT_COOLDOWN_MS in @stardust/chains), less a second for timer slack. */
const COOLDOWN_MS = 29_000
const star = (wei: bigint) => `${formatAmount(wei)} STAR`

async function position(account: Address) {
  const client = chainClient(MANTLE)
  const { token, staking } = e2eDeployment(MANTLE)
  const [wallet, staked] = await Promise.all([
    client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] }),
    client.readContract({ address: staking!, abi: starStakingAbi, functionName: 'balanceOf', args: [account] }),
  ])
  return { wallet, staked }
}

test('behavior: a 429 from the first RPC of the list, in the browser: the wallet\'s figures and a stake go through the next, no error shown, the limited endpoint left alone for its cooldown', async ({ page, walletFor, fundedKey: key }) => {
  test.setTimeout(120_000)
  const account = privateKeyToAccount(key).address
  const limiter = await rateLimitInBrowser(page, LIMITED)
  let servedBySecond = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).origin === SECOND) servedBySecond++
  })

  const wallet = await walletFor(key)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  const panel = page.getByTestId('stake-panel')
  await expect(panel).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const before = await position(account)
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText(star(before.wallet))
  await expect(page.getByTestId('stake-staked')).toHaveText(star(before.staked))

  // A transaction: sent by the wallet, its receipt and the new figures read by the page through the list.
  await page.getByTestId('stake-amount-input').fill('10')
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-tx')).toHaveText('Transaction confirmed.', { timeout: 30_000 })
  const after = await position(account)
  expect(after.staked).toBe(before.staked + 10n * 10n ** 18n)
  await expect(page.getByTestId('stake-staked')).toHaveText(star(after.staked), { timeout: 15_000 })
  await expect(page.getByTestId('stake-wallet-balance')).toHaveText(star(after.wallet), { timeout: 15_000 })

  // The visitor saw no error: no read error, no raw RPC words anywhere on the page.
  await expect(panel).toHaveAttribute('data-state', 'ready')
  await expect(page.locator('body')).not.toContainText(/429|Too Many Requests|cannot be read|HTTP request failed/)

  // The limited endpoint was asked, then left alone: a burst of 429s (requests already in flight) at most
  // once per cooldown, while the second origin served the reads. Without the cooldown every read would
  // ask the limited endpoint first (a burst every block poll); with one endpoint the panel never reads.
  const bursts = limiter.bursts()
  expect(bursts.length).toBeGreaterThanOrEqual(1)
  for (let i = 1; i < bursts.length; i++) expect(bursts[i]! - bursts[i - 1]!).toBeGreaterThanOrEqual(COOLDOWN_MS)
  expect(servedBySecond).toBeGreaterThan(limiter.state.answered429At.length)
  console.log(`429 answered ${limiter.state.answered429At.length} times in ${bursts.length} burst(s); ${servedBySecond} requests served by the second origin`)
})
