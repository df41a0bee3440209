// The wallet-request guard (src/walletGuard) end to end, against the production build, whose allowlist was made
// at build time from the e2e chains' seeded addresses: what a page is told at run time (a claims API answer, the
// server's deployments record) names another contract, and the page refuses with the plain line while the test
// wallet records no signing or sending request at all.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { starStakingAbi, starStakingBytecode, type Deployment } from '@stardust/contracts'
import type { TestWallet } from '@stardust/test-wallet'
import { privateKeyToAccount } from 'viem/accounts'
import { en } from '../../src/i18n/messages/en'
import { walletGuardTexts } from '../../src/walletGuard/texts'
import { E2E_CHAINS, E2E_DEPLOYMENTS_DIR } from '../chains'
import { freePort } from '../production/productionSite'
import { startOwnSite } from '../resilience/ownSite'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { AIRDROP_READER_KEY, chainClient, chainWallet, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'

const WALLET_GUARD_TEXTS = walletGuardTexts(en)

const MANTLE = 5000
const SIGNING = ['eth_sendTransaction', 'wallet_sendCalls', 'eth_signTypedData_v4', 'eth_signTransaction', 'wallet_watchAsset']

/** Nothing that signs or sends reached the wallet. */
function expectNothingAsked(wallet: TestWallet) {
  expect(Object.fromEntries(SIGNING.map((method) => [method, wallet.requestCount(method)]))).toEqual(Object.fromEntries(SIGNING.map((m) => [m, 0])))
}

/** The guard's log lines (the site's client log is the console). */
function guardLog(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('[wallet-guard]')) lines.push(message.text())
  })
  return lines
}

test('behavior: a claims API answer naming another contract: the plain line, no Claim button, nothing asked of the wallet', async ({ page, walletFor }) => {
  const attacker = privateKeyToAccount(AIRDROP_READER_KEY).address // any address that is not the build's claim contract
  // The API's answer, with its contract swapped: answered at once (a relayed answer slower than the page's 2 s
  // wait would let the published proofs answer instead, and they name the record's contract).
  const deadline = Math.floor(Date.now() / 1000) + 86_400
  await page.route(`**/api/v1/claims/${MANTLE}/**`, (route) =>
    route.fulfill({ json: { data: { chainId: MANTLE, contract: attacker, amount: '1000000000000000000000', proof: [], deadline } } }),
  )
  const log = guardLog(page)
  const wallet = await walletFor(AIRDROP_READER_KEY)
  await page.goto('/claim-mantle')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('claim-guard-refused')).toHaveText(WALLET_GUARD_TEXTS.refused, { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await expect(page.getByTestId('claim-button')).toHaveCount(0)
  await expect(page.getByTestId('claim-to-form')).toHaveCount(0)
  expect(log.join('\n')).toContain('contract_not_allowed')
  expectNothingAsked(wallet)
})

test.describe('a deployments record altered at run time: /stake names a staking contract the build does not know', () => {
  // One site of their own for both tests, in one worker.
  test.describe.configure({ mode: 'serial' })
  let site: Awaited<ReturnType<typeof startOwnSite>>

  test.beforeAll(async () => {
    test.setTimeout(180_000) // a contract deployed and a `next start` of its own, on a machine that may be busy
    // A real staking contract (reads work, the page is ready to stake), deployed by someone else: the attacker's.
    const deployer = chainWallet(MANTLE, await freshAccount(MANTLE, 0n))
    const { token } = e2eDeployment(MANTLE)
    const hash = await deployer.deployContract({ abi: starStakingAbi, bytecode: starStakingBytecode, args: [token, deployer.account.address, 86_400n] })
    const { contractAddress } = await chainClient(MANTLE).waitForTransactionReceipt({ hash })
    const file = path.join(process.cwd(), E2E_DEPLOYMENTS_DIR, 'deployments.json')
    const deployments = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Deployment>
    deployments[MANTLE] = { ...deployments[MANTLE]!, staking: contractAddress! }
    site = await startOwnSite({
      port: await freePort(),
      deployments,
      rpc: { NEXT_PUBLIC_RPC_MANTLE: E2E_CHAINS.mantle.siteRpc, NEXT_PUBLIC_RPC_ARBITRUM: E2E_CHAINS.arbitrum.siteRpc },
    })
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  async function stake(page: Page, wallet: TestWallet) {
    await page.goto(`${site.url}/stake`)
    await connectAndSignIn(page, wallet)
    await expect(page.getByTestId('stake-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await page.getByTestId('stake-amount-input').fill('100')
    await page.getByTestId('stake-submit').click()
    await expect(page.getByTestId('stake-error')).toContainText(WALLET_GUARD_TEXTS.refused, { timeout: 20_000 })
  }

  test('behavior: the permit to it and then the approval are refused before the wallet opens', async ({ page, walletFor, fundedKey }) => {
    const log = guardLog(page)
    const wallet = await walletFor(fundedKey)
    await stake(page, wallet)
    // The permit's spender, at the connector's provider; then the approve, before it is simulated.
    expect(log.join('\n')).toMatch(/refused eth_signTypedData_v4: spender_not_allowed[\s\S]*refused eth_sendTransaction: spender_not_allowed/)
    expectNothingAsked(wallet)
  })

  test('behavior: a wallet that batches: the approve + stake batch is refused at the provider, and no other way is tried', async ({ page, walletFor, fundedKey }) => {
    const log = guardLog(page)
    const wallet = await walletFor(fundedKey)
    wallet.setBatching({ atomic: 'supported' })
    await stake(page, wallet)
    expect(log).toHaveLength(1)
    expect(log[0]).toContain('refused wallet_sendCalls: spender_not_allowed')
    expectNothingAsked(wallet)
  })
})
