// A claim whose wallet prompt stays open for longer than the receipt wait (300 s), with a second tab open on
// the same page. Before, both tabs turned the request "overdue" at 300 s and offered Claim again (with a "may
// still confirm" warning) while the first prompt was still open: a second click asked twice for the same
// money. Now, while the asking tab holds the request's Web Lock, the action stays off in every tab, however
// long, with a line saying the wallet is still asking. The 300 s pass on the pages' clock (Playwright's,
// fast-forwarded), not in real time. The person then confirms: one claim on chain, both tabs Claimed.
import { starClaimAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { RECEIPT_TIMEOUT_MS } from '../../src/transactions/constants'
import { chainClient, e2eDeployment, expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { sentFrom } from '../onchain/sentFrom'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

const ARBITRUM = 42161

test('default: a wallet still asking past the receipt wait keeps Claim off in both tabs, saying so; confirmed, one claim, both tabs Claimed', async ({ page, context, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a second tab, each loading the wallet stack
  await context.clock.install() // time runs as usual until the test moves it
  const listed = takeDevAccount(ARBITRUM)
  const wallet = await walletFor(listed.key, ARBITRUM)
  const client = chainClient(ARBITRUM)
  const { claim } = e2eDeployment(ARBITRUM)
  const description = `Claim ${listed.airdropStar.toLocaleString('en-US')} STAR on Arbitrum One`
  const stillAsking = `${description}: your wallet is still asking you to confirm the request made in another tab. It is not offered again until you confirm or refuse it in your wallet, or close that tab.`
  await page.goto('/claim-arbitrum')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const startBlock = (await client.getBlockNumber()) + 1n

  // Tab A: the wallet's prompt stays open, nothing is sent.
  const prompt = wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('claim-button').click()
  await prompt.requested

  // Tab B: Claim off, and why.
  const other = await context.newPage()
  const looks: number[] = [] // tab B's reads of the account's nonce: its watch of the unanswered request
  other.on('request', (request) => {
    if ((request.postData() ?? '').includes('eth_getTransactionCount')) looks.push(looks.length)
  })
  await other.goto('/claim-arbitrum')
  await expect(other.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const line = other.getByTestId('claim-in-flight')
  await expect(line).toHaveAttribute('data-asking', 'true')
  await expect(line).toHaveText(stillAsking)
  await expect(other.getByTestId('claim-button')).toBeDisabled()

  // Past the receipt wait on both pages' clocks, then a few more looks by tab B: still off in both tabs.
  await context.clock.fastForward(RECEIPT_TIMEOUT_MS + 60_000)
  const after = looks.length
  await expect.poll(() => looks.length, { timeout: 30_000 }).toBeGreaterThan(after + 2)
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('claim-button')).toBeDisabled()
    await expect(tab.getByTestId('claim-to-submit')).toBeDisabled()
  }
  await expect(line).toHaveAttribute('data-state', 'in-flight')
  await expect(line).toHaveText(stillAsking)
  await expect(page.getByTestId('claim-in-flight')).toHaveCount(0) // tab A says "Confirm in your wallet…" on its button instead
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)

  // The person confirms the prompt in tab A: the claim goes out (mined at once).
  prompt.approve()
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  for (const tab of [page, other]) {
    await expect(tab.getByTestId('claim-state')).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
    await expect(tab.getByTestId('claim-button')).toHaveCount(0)
  }
  expect(await client.readContract({ address: claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [listed.address] })).toBe(true)
  expect(await sentFrom(ARBITRUM, listed.address, startBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
