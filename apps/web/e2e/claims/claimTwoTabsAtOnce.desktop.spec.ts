// Two tabs on the same claim, Claim clicked in both at the same moment. Each tab checked the records before
// the other had written one, and each opened a wallet prompt: two requests for the same money (the second
// claim reverting on chain at the cost of its fee; a second buy or stake going through). Now a flow takes the
// action's Web Lock before anything is asked of the wallet, and reads the records again holding it: the tab
// that comes second asks nothing and says the wallet is being asked in the other tab. One prompt, one claim.
import { starClaimAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { chainClient, e2eDeployment, expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { sentFrom } from '../onchain/sentFrom'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

const ARBITRUM = 42161

test('behavior: Claim clicked in two tabs at once asks the wallet once; the other tab says it is asked there; one claim on chain', async ({ page, context, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a second tab, each loading the wallet stack
  const listed = takeDevAccount(ARBITRUM)
  const wallet = await walletFor(listed.key, ARBITRUM)
  const client = chainClient(ARBITRUM)
  const { claim } = e2eDeployment(ARBITRUM)
  const description = `Claim ${listed.airdropStar.toLocaleString('en-US')} STAR on Arbitrum One`
  await page.goto('/claim-arbitrum')
  await connectAndSignIn(page, wallet)
  const other = await context.newPage()
  await other.goto('/claim-arbitrum')
  const tabs = [page, other]
  for (const tab of tabs) await expect(tab.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  for (const tab of tabs) await expect(tab.getByTestId('claim-button')).toBeEnabled()
  const startBlock = (await client.getBlockNumber()) + 1n

  // Both clicks land before either tab has written anything down (a disabled button would take no click).
  const prompt = wallet.hold({ methods: ['eth_sendTransaction'] })
  await Promise.all(tabs.map((tab) => tab.getByTestId('claim-button').click({ force: true })))
  await prompt.requested
  const refusal = `${description}: your wallet is still asking you to confirm the request made in another tab. It is not offered again until you confirm or refuse it in your wallet, or close that tab.`
  // One tab asked; the other says why it asks nothing. Usually its click was refused under the action's lock
  // (the flow's error line); on a loaded machine the first tab's record can reach it before its click is
  // dispatched, and then its button was already off and the in-flight line says the same words.
  const saysWhy = (tab: (typeof tabs)[number]) => tab.getByTestId('claim-error').or(tab.getByTestId('claim-in-flight')).filter({ hasText: refusal })
  // Tabs that say it (the refused tab may show both lines once the first tab's record reaches it).
  const refused = async () => (await Promise.all(tabs.map(async (tab) => ((await saysWhy(tab).count()) > 0 ? 1 : 0)))).reduce((a: number, b) => a + b, 0)
  await expect.poll(refused, { timeout: 20_000 }).toBe(1)
  for (const tab of tabs) await expect(tab.getByTestId('claim-button')).toBeDisabled()
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)

  prompt.approve()
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  for (const tab of tabs) await expect(tab.getByTestId('claim-state')).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
  expect(await client.readContract({ address: claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [listed.address] })).toBe(true)
  expect(await sentFrom(ARBITRUM, listed.address, startBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
