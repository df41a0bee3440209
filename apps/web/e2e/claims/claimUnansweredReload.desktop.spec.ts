// A claim the wallet had not answered when the page reloaded (its prompt still open, as a wallet's popup
// stays open across a reload). Before, nothing was kept of it: the reloaded page offered Claim again at
// once, and confirming both prompts sent two claims, the second reverting at the cost of its fee. Now the
// request is written before the wallet opens (account, nonce, contract, function): the reloaded page keeps
// Claim off and says it is looking on the chain; the wallet then sends it, and the page finds the claim among
// the account's transactions, follows it, and reads Claimed. One claim on chain, one wallet request.
import { starClaimAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { chainClient, e2eDeployment, expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { sentFrom } from '../onchain/sentFrom'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

const MANTLE = 5000

test('default: a claim unanswered at a reload keeps Claim off while the chain is looked at; sent meanwhile, it is found and followed to Claimed; one claim', async ({ page, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a reload, each loading the wallet stack
  const listed = takeDevAccount(MANTLE)
  const wallet = await walletFor(listed.key)
  const client = chainClient(MANTLE)
  const { claim } = e2eDeployment(MANTLE)
  const state = page.getByTestId('claim-state')
  await page.goto('/claim-mantle')
  await connectAndSignIn(page, wallet)
  await expect(state).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const startBlock = (await client.getBlockNumber()) + 1n
  const description = `Claim ${listed.airdropStar.toLocaleString('en-US')} STAR on Mantle`

  // The wallet's prompt stays open: nothing is sent yet, and no answer comes.
  const prompt = wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('claim-button').click()
  await prompt.requested
  const asked = await page.evaluate(() => JSON.parse(localStorage.getItem('stardust:unanswered') ?? '[]') as { status: string; intent?: { to: string; selector: string } }[])
  expect(asked).toEqual([expect.objectContaining({ status: 'pending', intent: { to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')), selector: '0x3d13f874' } })])

  await page.reload()
  await expect(state).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const line = page.getByTestId('claim-in-flight')
  await expect(line).toHaveAttribute('data-state', 'in-flight')
  await expect(line).toHaveText(`${description}: your wallet had not answered when this page loaded. Looking on the chain for this transaction from your account (mined or still waiting) before it is offered again…`)
  await expect(page.getByTestId('claim-button')).toBeDisabled()
  await expect(page.getByTestId('claim-to-submit')).toBeDisabled()

  // The person confirms the prompt left open: the wallet sends the claim (mined at once), its answer goes nowhere.
  prompt.approve()
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  await expect(page.getByText(`${description}: your wallet did not answer, but the transaction went out: we found it on chain and follow it here. Nothing else was sent.`)).toBeVisible({ timeout: 20_000 })
  await expect(state).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
  await expect(page.getByTestId('claim-button')).toHaveCount(0)

  expect(await client.readContract({ address: claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [listed.address] })).toBe(true)
  expect(await sentFrom(MANTLE, listed.address, startBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  // The request became the claim's transaction record (confirmed); no unanswered request is left.
  const stored = () => page.evaluate(() => ({
    transactions: JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[],
    unanswered: JSON.parse(localStorage.getItem('stardust:unanswered') ?? '[]') as unknown[],
  }))
  await expect.poll(stored).toEqual({ transactions: [expect.objectContaining({ hash, status: 'confirmed' })], unanswered: [] })
})
