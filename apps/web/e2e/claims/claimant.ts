// The claimant of the claim specs that follow a claim across reloads and tabs (claimResume,
// claimResumeLoadsOnRecord): a development account listed in Mantle's airdrop, signed in on /claim-mantle.
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import type { Hash } from 'viem'
import { chainClient, e2eDeployment, expect, takeDevAccount, type DevAccount } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

export const MANTLE = 5000

/** The claim panel's state line. */
export const claimState = (page: Page) => page.getByTestId('claim-state')

/**
 * Takes a listed account, signs its wallet in on /claim-mantle in `page` and waits until its claim is offered.
 * With the chain, the claim contract, and the first block the test's transactions can be in.
 */
export async function signedInClaimant(page: Page, walletFor: (key: DevAccount['key']) => Promise<TestWallet>) {
  const listed = takeDevAccount(MANTLE)
  const wallet = await walletFor(listed.key)
  const client = chainClient(MANTLE)
  const { claim } = e2eDeployment(MANTLE)
  const startBlock = (await client.getBlockNumber()) + 1n
  await page.goto('/claim-mantle')
  await connectAndSignIn(page, wallet)
  await expect(claimState(page)).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  return { listed, wallet, client, claim, startBlock }
}

/** Counts the receipt requests `page` makes for `hash` from now on (the page follows the transaction). */
export function receiptAsks(page: Page, hash: Hash): () => number {
  let asks = 0
  page.on('request', (request) => {
    const body = request.postData() ?? ''
    if (body.includes('eth_getTransactionReceipt') && body.toLowerCase().includes(hash.toLowerCase())) asks += 1
  })
  return () => asks
}
