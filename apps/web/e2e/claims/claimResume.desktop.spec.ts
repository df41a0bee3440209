// A claim still pending when the page reloads: the reloaded page (and any other tab) names the claim in
// flight and offers no second Claim; once the block comes, the page reads Claimed within seconds. Before,
// the reloaded page forgot the claim (Claim enabled again) and still said "You can claim" long after the
// claim was mined, so a second click reverted on chain and cost its fee. Automatic mining is off while the
// claim waits: the test is chain-wide (CHAIN_WIDE), so it runs alone on chains of its own.
import { starClaimAbi } from '@stardust/contracts'
import type { Hash } from 'viem'
import { CHAIN_WIDE, expect, test } from '../onchain/chainFixtures'
import { sentFrom } from '../onchain/sentFrom'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { claimState as state, MANTLE, receiptAsks, signedInClaimant } from './claimant'

test('default: a claim pending at a reload is named in flight with Claim off, here and in another tab; mined, the page reads Claimed; one claim on chain', { tag: CHAIN_WIDE }, async ({ page, context, walletFor }) => {
  test.setTimeout(150_000) // a sign-in, a reload and a second tab, each loading the wallet stack
  const { listed, wallet, client, claim, startBlock } = await signedInClaimant(page, walletFor)

  await client.setAutomine(false)
  let hash: Hash
  try {
    await page.getByTestId('claim-button').click()
    await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
    hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
    expect(await client.getTransactionReceipt({ hash }).catch(() => null)).toBeNull() // still pending

    // Every receipt request the reloaded page makes for the claim (it follows it again).
    const asksAfterReload = receiptAsks(page, hash)
    await page.reload()
    await expect(state(page)).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    const line = page.getByTestId('claim-in-flight')
    await expect(line).toHaveAttribute('data-state', 'in-flight')
    await expect(line).toContainText(`Claim ${listed.airdropStar.toLocaleString('en-US')} STAR on Mantle: a transaction is in flight`)
    await expect(state(page)).toContainText('Your claim is on its way')
    await expect(page.getByTestId('claim-button')).toBeDisabled()
    await expect(page.getByTestId('claim-to-submit')).toBeDisabled()
    // The reloaded page follows the claim again (it asks the node for its receipt) and still offers nothing.
    await expect.poll(asksAfterReload, { timeout: 20_000 }).toBeGreaterThan(0)
    await expect(page.getByTestId('claim-button')).toBeDisabled()
    const other = await context.newPage()
    await other.goto('/claim-mantle')
    await expect(state(other)).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await expect(other.getByTestId('claim-in-flight')).toHaveAttribute('data-state', 'in-flight')
    await expect(other.getByTestId('claim-button')).toBeDisabled()
    await expect(page.getByTestId('claim-button')).toBeDisabled()

    await client.mine({ blocks: 1 })
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    // Within seconds of the block, in both tabs: Claimed, and no Claim button.
    for (const tab of [page, other]) {
      await expect(state(tab)).toHaveAttribute('data-state', 'claimed', { timeout: 10_000 })
      await expect(tab.getByTestId('claim-button')).toHaveCount(0)
    }
  } finally {
    await client.setAutomine(true)
  }
  expect(await client.readContract({ address: claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [listed.address] })).toBe(true)
  const sent = await sentFrom(MANTLE, listed.address, startBlock)
  expect(sent).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${claim}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  // The site's own record: confirmed. The page may read Claimed from the isClaimed read on the new block
  // before either tab's receipt poll (at least a second apart) settles the record, so it is polled.
  const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
  await expect.poll(records).toEqual([expect.objectContaining({ hash, status: 'confirmed' })])
})
