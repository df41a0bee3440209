// A claim whose wallet prompt stays open in one tab for longer than the quiet window, while another tab is
// open on the same page. Before, the other tab read the chain for the unanswered request, saw nothing leave
// the account for 60 s, said nothing had gone out and offered Claim again, with the first prompt still
// open: a way to ask twice for the same money. Now the asking tab holds a Web Lock for the request while its
// wallet asks; the other tab keeps Claim off, looking, for as long as the lock is held. The 60 s pass on the
// pages' clock (Playwright's, fast-forwarded), not in real time. The person then confirms the first prompt:
// one claim on chain, both tabs read Claimed.
import { starClaimAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { UNCLEAR_QUIET_MS } from '../../src/transactions/constants'
import { chainClient, e2eDeployment, expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { sentFrom } from '../onchain/sentFrom'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

const MANTLE = 5000
const LOOK_AGAIN_MS = 3_000 // a margin past the window, on the pages' clock

test('default: a wallet still asking in one tab past the quiet window keeps Claim off in another tab; confirmed, one claim, both tabs Claimed', async ({ page, context, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a second tab, each loading the wallet stack
  await context.clock.install() // time runs as usual until the test moves it
  const listed = takeDevAccount(MANTLE)
  const wallet = await walletFor(listed.key)
  const client = chainClient(MANTLE)
  const { claim } = e2eDeployment(MANTLE)
  const description = `Claim ${listed.airdropStar.toLocaleString('en-US')} STAR on Mantle`
  // Said in tab B while tab A's wallet still asks (its Web Lock held): where the request was made, and what ends it.
  const stillAsking = `${description}: your wallet is still asking you to confirm the request made in another tab. It is not offered again until you confirm or refuse it in your wallet, or close that tab.`
  await page.goto('/claim-mantle')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const startBlock = (await client.getBlockNumber()) + 1n

  // Tab A: the wallet's prompt stays open, nothing is sent.
  const prompt = wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('claim-button').click()
  await prompt.requested

  // Tab B opens meanwhile and reads the chain for the unanswered request; its nonce reads are its looks.
  const other = await context.newPage()
  const looks: number[] = []
  other.on('request', (request) => {
    if ((request.postData() ?? '').includes('eth_getTransactionCount')) looks.push(looks.length)
  })
  await other.goto('/claim-mantle')
  await expect(other.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const line = other.getByTestId('claim-in-flight')
  await expect(line).toHaveAttribute('data-state', 'in-flight')
  await expect(line).toHaveAttribute('data-asking', 'true')
  await expect(line).toHaveText(stillAsking)
  await expect(other.getByTestId('claim-button')).toBeDisabled()

  // Once tab B's watch has looked, past its quiet window on both pages' clocks, then a few looks by tab B (or B
  // concluded, and stopped looking): the request still pending, still looking, Claim still off.
  const unanswered = () => other.evaluate(() => JSON.parse(localStorage.getItem('stardust:unanswered') ?? '[]') as { status: string }[])
  await expect.poll(() => looks.length).toBeGreaterThan(0)
  await context.clock.fastForward(UNCLEAR_QUIET_MS + LOOK_AGAIN_MS)
  const after = looks.length
  const lookedPastOrConcluded = async () => looks.length > after + 2 || !(await unanswered()).some((r) => r.status === 'pending')
  await expect.poll(lookedPastOrConcluded, { timeout: 30_000 }).toBe(true)
  expect(await unanswered()).toEqual([expect.objectContaining({ status: 'pending' })])
  await expect(line).toHaveAttribute('data-state', 'in-flight')
  await expect(line).toHaveText(stillAsking)
  await expect(other.getByTestId('claim-button')).toBeDisabled()
  await expect(other.getByTestId('claim-to-submit')).toBeDisabled()
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
  expect(await sentFrom(MANTLE, listed.address, startBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  await expect.poll(unanswered).toEqual([])
})
