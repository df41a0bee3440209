// ResumePending (which follows every pending record again, in every tab and after a reload) is downloaded only
// once a record waits: a returning visitor with none never fetches it. This checks the gate against what never
// asking twice needs: another tab starting a claim loads it and it follows that claim; that tab reloaded mid-claim
// loads it at once and follows the claim again, offering no second Claim; one claim on chain. Automatic
// mining is off while the claim waits: the test is chain-wide (CHAIN_WIDE), on chains of its own.
import { starClaimAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { CHAIN_WIDE, expect, test } from '../onchain/chainFixtures'
import { resumerMounted, watchResumerDownloads } from '../onchain/resumer'
import { sentFrom } from '../onchain/sentFrom'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { claimState as state, MANTLE, receiptAsks, signedInClaimant } from './claimant'

test('behavior: a returning visitor without records never downloads the resumer; another tab\'s claim loads it and it follows the claim, so does that tab reloaded mid-claim; one claim', { tag: CHAIN_WIDE }, async ({ page, context, walletFor }) => {
  test.setTimeout(150_000) // a sign-in, a second tab and a reload, each loading the wallet stack
  const resumer = watchResumerDownloads(context)
  const { listed, wallet, client, claim, startBlock } = await signedInClaimant(page, walletFor)

  // Returning to / with a saved connection and no record: the wallet stack loads, the resumer does not.
  await page.goto('/')
  await expect(page.getByTestId('rk-account-button')).toBeVisible({ timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const other = await context.newPage()
  await other.goto('/claim-mantle')
  await expect(state(other)).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  // Both stacks have been up for seconds (the other tab's reads came back): a gate that loaded it anyway has.
  expect(await resumer.downloaded()).toEqual([])
  expect(await resumerMounted(page)).toBe(false)
  expect(await resumerMounted(other)).toBe(false)

  await client.setAutomine(false)
  try {
    // The other tab starts a claim: its records arrive here as storage events, and this tab loads the resumer.
    await other.getByTestId('claim-button').click()
    await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
    const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
    const asksHere = receiptAsks(page, hash)
    await expect.poll(() => resumerMounted(page), { timeout: 20_000 }).toBe(true)
    expect(await resumer.downloaded()).not.toEqual([])
    // It follows the other tab's claim (asks the node for its receipt), which is still pending.
    await expect.poll(asksHere, { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await client.getTransactionReceipt({ hash }).catch(() => null)).toBeNull()

    // The tab that sent it reloads mid-claim: the record is there at start, the resumer loads at once and follows it again.
    const asksAfterReload = receiptAsks(other, hash)
    await other.reload()
    await expect(state(other)).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(other.getByTestId('claim-in-flight')).toHaveAttribute('data-state', 'in-flight')
    await expect(other.getByTestId('claim-button')).toBeDisabled()
    await expect.poll(() => resumerMounted(other), { timeout: 20_000 }).toBe(true)
    await expect.poll(asksAfterReload, { timeout: 20_000 }).toBeGreaterThan(0)
    await expect(other.getByTestId('claim-button')).toBeDisabled()

    await client.mine({ blocks: 1 })
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    await expect(state(other)).toHaveAttribute('data-state', 'claimed', { timeout: 10_000 })
    const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
    await expect.poll(records).toEqual([expect.objectContaining({ hash, status: 'confirmed' })])
    expect(await sentFrom(MANTLE, listed.address, startBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')) }])
  } finally {
    await client.setAutomine(true)
  }
  expect(await client.readContract({ address: claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [listed.address] })).toBe(true)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
