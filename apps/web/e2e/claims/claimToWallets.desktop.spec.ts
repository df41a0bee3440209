// "Claim to another address" with wallets that cannot sign its EIP-712 authorisation, in each way seen in
// the field: there is no two-step path, so the form says so plainly next to itself, keeps the recipient
// and points to Claim or the proof download; a signature never answered can be stopped (the wait is
// skipped with Playwright's clock); a refusal is a refusal. Nothing is sent, nothing changes.
import { starTokenAbi } from '@stardust/contracts'
import type { Page } from '@playwright/test'
import { TYPED_DATA_FAILURES, type TestWallet, type TypedDataFailure } from '@stardust/test-wallet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { SIGNATURE_ANSWER_WAIT_MS } from '../../src/wallet/constants'
import { E2E_CHAINS } from '../chains'
import { AIRDROP_READER_KEY, chainClient, e2eDeployment, expect, takeDevAccount, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

// These tests send nothing, so they share the listed account no test ever claims with.
const KEY = AIRDROP_READER_KEY
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'
const CANNOT_SIGN =
  'This wallet cannot make the signature that claiming to another address needs, and there is no other way to authorise it. Use Claim to receive the STAR in this wallet (you can send them on afterwards), or download the proof to claim without this site.'

const form = (page: Page) => page.getByTestId('claim-to-form')

/** Signed in on /claim-mantle with the claim-to form open and a recipient typed. */
async function openClaimTo(page: Page, walletFor: (key: `0x${string}`) => Promise<TestWallet>, failure?: TypedDataFailure) {
  const wallet = await walletFor(KEY)
  if (failure) wallet.failTypedData(failure)
  await page.goto('/claim-mantle')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await form(page).getByText('Claim to another address').click()
  await form(page).getByTestId('claim-to-recipient').fill(RECIPIENT)
  return wallet
}

/** Nothing sent, the recipient kept, the plain Claim untouched and both buttons usable again. */
async function expectNothingChanged(page: Page, wallet: TestWallet) {
  await expect(form(page).getByTestId('claim-to-recipient')).toHaveValue(RECIPIENT)
  await expect(page.getByTestId('claim-error')).toHaveCount(0)
  await expect(page.getByTestId('claim-button')).toBeEnabled()
  await expect(form(page).getByTestId('claim-to-submit')).toBeEnabled()
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible')
  expect(wallet.requestCount('eth_sendTransaction')).toBe(0)
  expect(await page.evaluate(() => localStorage.getItem('stardust:transactions'))).toBeNull()
}

for (const failure of Object.keys(TYPED_DATA_FAILURES) as (keyof typeof TYPED_DATA_FAILURES)[]) {
  test(`behavior: typed data failing as ${failure} (${JSON.stringify(TYPED_DATA_FAILURES[failure])}) is said next to the claim-to form, pointing to Claim and the proof`, async ({ page, walletFor }) => {
    const wallet = await openClaimTo(page, walletFor, failure)
    await form(page).getByTestId('claim-to-submit').click()
    await expect(form(page).getByTestId('claim-to-error')).toHaveText(CANNOT_SIGN)
    await expectNothingChanged(page, wallet)
    expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  })
}

test('behavior: a claim-to signature never answered can be stopped after a while; until then no other prompt is offered', async ({ page, walletFor }) => {
  await page.clock.install()
  const wallet = await openClaimTo(page, walletFor, 'never')
  await form(page).getByTestId('claim-to-submit').click()
  await expect.poll(() => wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  await expect(page.getByTestId('claim-button')).toBeDisabled() // a claim would open a second prompt
  await page.clock.fastForward(SIGNATURE_ANSWER_WAIT_MS)
  await expect(form(page).getByTestId('claim-to-unanswered')).toContainText('Your wallet has not answered the signature request.')
  await form(page).getByTestId('claim-to-stop-waiting').click()
  await expect(form(page).getByTestId('claim-to-error')).toHaveText(
    'Stopped waiting for the signature. Nothing was sent. If this wallet cannot sign it, use Claim to receive the STAR in this wallet, or download the proof to claim without this site.',
  )
  await expectNothingChanged(page, wallet)
})

test('behavior: refusing the claim-to signature is a refusal, said next to the form', async ({ page, walletFor }) => {
  const wallet = await openClaimTo(page, walletFor)
  wallet.rejectNext({ methods: ['eth_signTypedData_v4'] })
  await form(page).getByTestId('claim-to-submit').click()
  await expect(form(page).getByTestId('claim-to-error')).toHaveText('You declined the signature in your wallet. Nothing was sent.')
  await expectNothingChanged(page, wallet)
})

test('default: a wallet that signs claims to another address with one signature and one transaction', async ({ page, walletFor }) => {
  const listed = takeDevAccount(E2E_CHAINS.arbitrum.chainId)
  const wallet = await walletFor(listed.key, E2E_CHAINS.arbitrum.chainId)
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await page.goto('/claim-arbitrum')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'eligible', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await form(page).getByText('Claim to another address').click()
  await form(page).getByTestId('claim-to-recipient').fill(recipient.toLowerCase())
  await form(page).getByTestId('claim-to-submit').click()
  await expect(page.getByTestId('claim-state')).toHaveAttribute('data-state', 'claimed', { timeout: 30_000 })
  const { token } = e2eDeployment(42161)
  const received = await chainClient(42161).readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [recipient] })
  expect(received).toBe(BigInt(listed.airdropStar) * 10n ** 18n)
  expect(wallet.requestCount('eth_signTypedData_v4')).toBe(1)
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
