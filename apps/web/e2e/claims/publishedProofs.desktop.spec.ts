// No claim stranded: with the site's claims API unreachable, answering 5xx, or hanging, the claim page turns to
// the published proofs (serve.mjs publishes every airdrop's shards on a static server, as a CDN would), checks
// each against the contract's root, says so, and the claim confirms on the local Mantle-id chain. A shard
// changed on the way is refused with a clear line, and nothing is sent. Every test has its own airdrop
// recipient (publishedProofsAccounts.mjs), in no other spec.
import type { Page, Route } from '@playwright/test'
import { starClaimAbi } from '@stardust/contracts'
import type { TestWallet } from '@stardust/test-wallet'
import { parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chainClient, e2eDeployment, expect, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { PUBLISHED_PROOFS_KEYS, type PublishedProofsLabel } from './publishedProofsAccounts.mjs'

const MANTLE = 5000
const CLAIMS_API = '**/api/v1/claims/**'
const state = (page: Page) => page.getByTestId('claim-state')

/** The recipient of `label`, with gas money (its STAR come from the claim). */
async function recipient(label: PublishedProofsLabel): Promise<{ key: Hex; address: Hex }> {
  const key = PUBLISHED_PROOFS_KEYS[label]
  const { address } = privateKeyToAccount(key)
  await chainClient(MANTLE).setBalance({ address, value: parseEther('10') })
  return { key, address }
}

const isClaimed = (address: Hex) =>
  chainClient(MANTLE).readContract({ address: e2eDeployment(MANTLE).claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [address] })

/** Opens /claim-mantle, connects and signs in (the auth API still answers: only the claims API is down). */
async function connect(page: Page, key: Hex, walletFor: (key: Hex) => Promise<TestWallet>) {
  const wallet = await walletFor(key)
  await page.goto('/claim-mantle')
  await expect(state(page)).toHaveAttribute('data-state', 'not-connected')
  await connectAndSignIn(page, wallet)
  return wallet
}

const apiDown: [PublishedProofsLabel, string, (route: Route) => Promise<void>][] = [
  ['unreachable', 'unreachable', (route) => route.abort('connectionrefused')],
  ['server-error', 'answering 503', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' })],
  [
    'hanging',
    'hanging for 10 s',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000))
      await route.abort('timedout').catch(() => undefined)
    },
  ],
]

for (const [label, how, handler] of apiDown) {
  test(`behavior: the claims API ${how}: the page says it uses the published proofs, and the claim confirms`, async ({ page, walletFor }) => {
    const { key, address } = await recipient(label)
    await page.route(CLAIMS_API, handler)
    await connect(page, key, walletFor)
    await expect(state(page)).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(page.getByTestId('claim-amount')).toHaveText('321 STAR')
    await expect(page.getByTestId('claim-source')).toHaveText(
      'Our claims service is not answering, so this page is using the published proofs, each checked against the claim contract on Mantle. Your claim works the same.',
    )
    await page.getByTestId('claim-button').click()
    await expect(state(page)).toHaveAttribute('data-state', 'claimed', { timeout: 20_000 })
    expect(await isClaimed(address)).toBe(true)
  })
}

/** Rewrites `address`'s entry in the shard the page fetches, as a tampered CDN or cache would serve it. */
function tamperShard(page: Page, address: Hex, change: (entry: { amount: string; proof: string[] }) => void) {
  return page.route('**/5000/shards/*.json', async (route) => {
    const response = await route.fetch()
    const shard = (await response.json()) as { proofs: Record<string, { amount: string; proof: string[] }> }
    change(shard.proofs[address.toLowerCase()]!)
    await route.fulfill({ response, json: shard })
  })
}

const tampered: [PublishedProofsLabel, string, (entry: { amount: string; proof: string[] }) => void][] = [
  ['changed-proof', 'a proof node', (entry) => void (entry.proof[0] = `0x${'ab'.repeat(32)}`)],
  ['changed-amount', 'the amount', (entry) => void (entry.amount = parseEther('3210').toString())],
]

for (const [label, what, change] of tampered) {
  test(`behavior: a published shard with ${what} changed does not lead to the contract's root: refused, nothing sent`, async ({ page, walletFor }) => {
    const { key, address } = await recipient(label)
    await page.route(CLAIMS_API, (route) => route.abort('connectionrefused'))
    await tamperShard(page, address, change)
    const wallet = await connect(page, key, walletFor)
    await expect(state(page)).toHaveAttribute('data-state', 'published-refused', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(page.getByTestId('claim-unavailable')).toHaveText(
      'Our claims service is not answering, and the published proofs do not match the claim contract on Mantle, so they are not used and nothing can be sent. Try again later.',
    )
    await expect(page.getByTestId('claim-button')).toHaveCount(0)
    await expect(page.getByTestId('claim-amount')).toHaveCount(0)
    expect(wallet.requests.map((r) => r.method)).not.toContain('eth_sendTransaction')
    expect(await isClaimed(address)).toBe(false)
  })
}
