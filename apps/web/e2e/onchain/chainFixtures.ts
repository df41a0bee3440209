// A test wallet on the e2e chains (e2e/serve.mjs: hardhat nodes with Mantle's and Arbitrum One's ids,
// seeded) and funded accounts as fixtures; with them, for the specs, direct access to those chains
// (chainAccess.ts) for what a test does behind the page: move the clock, act as the contracts' owner,
// read the truth to compare with the page.
import { createTestWallet, type TestWallet } from '@stardust/test-wallet'
import { parseEther, type Hex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { E2E_CHAINS } from '../chains'
import { test as base, expect } from '../fixtures'
import { WALLET_TEST_TIMEOUT_MS } from '../wallet/constants'
import { fundAccount } from './freshAccount'

export { devKey } from './devKey'
export { advanceChainTime, chainClient, chainWallet, e2eDeployment } from './chainAccess'
export { AIRDROP_READER_KEY, OWNER_INDEX, takeDevAccount, type DevAccount } from './devAccounts'

/** What the fundedKey fixture's account holds on each e2e chain, as hardhat's development accounts do. */
export const FUNDED_STAR = parseEther('10000')
export const FUNDED_NATIVE = parseEther('10000')

const WALLET_CHAINS = [
  { id: E2E_CHAINS.mantle.chainId, rpcUrl: E2E_CHAINS.mantle.rpcUrl },
  { id: E2E_CHAINS.arbitrum.chainId, rpcUrl: E2E_CHAINS.arbitrum.rpcUrl },
]

type Fixtures = {
  walletFor: (key: Hex, chainId?: number) => Promise<TestWallet>
  /**
   * A new key no other test holds, with FUNDED_NATIVE coins and FUNDED_STAR on both e2e chains (not in any
   * airdrop): the account for any test that sends transactions or reads its own balances.
   */
  fundedKey: Hex
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: true, // WalletConnect's blocked lookups; page errors are still recorded
  context: async ({ context }, use, testInfo) => {
    testInfo.setTimeout(WALLET_TEST_TIMEOUT_MS)
    // A client address per test keeps the auth server's per-IP rate limit out of the way.
    const octet = () => 1 + Math.floor(Math.random() * 250)
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
    await use(context)
  },
  walletFor: async ({ context }, use) => {
    await use(async (key, chainId = E2E_CHAINS.mantle.chainId) => {
      const wallet = createTestWallet({ privateKeys: [key], chains: WALLET_CHAINS, chainId })
      await wallet.attach(context)
      return wallet
    })
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  fundedKey: async ({}, use) => {
    const key = generatePrivateKey()
    await Promise.all([fundAccount(E2E_CHAINS.mantle.chainId, key, FUNDED_STAR, FUNDED_NATIVE), fundAccount(E2E_CHAINS.arbitrum.chainId, key, FUNDED_STAR, FUNDED_NATIVE)])
    await use(key)
  },
})

/**
 * Marks a test (or a describe block) that changes chain-wide state of the e2e chains: pausing a
 * contract, turning automatic mining off, moving the clock, acting as the contracts' owner. Such tests
 * run only in the chain-wide run (E2E_CHAIN_WIDE=1, before the other run in `pnpm e2e`): one worker, on
 * fresh chains no other test uses (playwright.config.ts).
 *   test('…', { tag: CHAIN_WIDE }, async ({ page }) => { … })
 */
export const CHAIN_WIDE = '@chain-wide'

export { expect }
