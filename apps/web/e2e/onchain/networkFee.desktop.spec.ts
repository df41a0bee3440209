// The network fee before the wallet opens: stake and buy show it in the chain's own currency (ETH on the
// Arbitrum-id chain, MNT on the Mantle-id chain) with the layer-1 data part read from the chains' fee
// oracles (stand-ins with fixed answers, e2e/onchain/feeOracles), and say plainly, before any prompt,
// when the balance cannot pay it.
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatFee } from '../../src/fees/formatFee'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, expect, test } from './chainFixtures'
import { ARBITRUM_STAND_IN, MANTLE_STAND_IN } from './feeOracles'
import { freshAccount } from './freshAccount'

const MANTLE = 5000
const ARBITRUM = 42161

const prompts = (wallet: TestWallet) => wallet.requestCount('eth_sendTransaction') + wallet.requestCount('eth_signTypedData_v4')

async function open(page: Page, wallet: TestWallet, path: '/stake' | '/purchase') {
  await page.goto(path)
  await connectAndSignIn(page, wallet)
  const panel = page.getByTestId(path === '/stake' ? 'stake-panel' : 'purchase-panel')
  await expect(panel).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
}

/** A fresh account on `chainId` holding 100 STAR and `native` of the chain's coin. */
async function account(chainId: 5000 | 42161, native: bigint) {
  const key = await freshAccount(chainId, 100n * 10n ** 18n)
  await chainClient(chainId).setBalance({ address: privateKeyToAccount(key).address, value: native })
  return key
}

test('default: on Arbitrum the stake fee is the NodeInterface gas (L1 part included) at its base fee, in ETH', async ({ page, walletFor }) => {
  const wallet = await walletFor(await account(ARBITRUM, parseEther('1')), ARBITRUM)
  await open(page, wallet, '/stake')
  await page.getByTestId('stake-amount-input').fill('10')
  const { gasEstimate, gasEstimateForL1, baseFee } = ARBITRUM_STAND_IN
  const fee = page.getByTestId('stake-fee')
  await expect(fee).toHaveAttribute('data-total', String(gasEstimate * baseFee))
  await expect(fee).toHaveAttribute('data-l1', String(gasEstimateForL1 * baseFee))
  await expect(fee).toHaveText('Network fee: about 0.00025 ETH (of which 0.00005 ETH to post it to Ethereum)')
  await expect(page.getByTestId('stake-fee-short')).toHaveCount(0)
})

test('behavior: a balance that cannot pay the stake fee is said plainly, and the wallet is never opened', async ({ page, walletFor }) => {
  const wallet = await walletFor(await account(ARBITRUM, parseEther('0.0001')), ARBITRUM)
  await open(page, wallet, '/stake')
  await page.getByTestId('stake-amount-input').fill('10')
  await expect(page.getByTestId('stake-fee-short')).toHaveText(
    'This wallet holds 0.0001 ETH, and this needs 0.00025 ETH with the network fee. Add ETH on Arbitrum One first.',
  )
  await page.getByTestId('stake-submit').click()
  await expect(page.getByTestId('stake-fee-short')).toBeVisible()
  expect(prompts(wallet)).toBe(0)
})

test("default: on Mantle the buy fee adds the oracle's L1 fee times its token ratio and its operator fee, in MNT", async ({ page, walletFor }) => {
  const wallet = await walletFor(await account(MANTLE, parseEther('1')))
  await open(page, wallet, '/purchase')
  await page.getByTestId('buy-receive-input').fill('10')
  const fee = page.getByTestId('buy-fee')
  const l1 = MANTLE_STAND_IN.l1FeeInEth * MANTLE_STAND_IN.tokenRatio
  await expect(fee).toHaveAttribute('data-l1', String(l1))
  const parts = await fee.evaluate((element) => ({ ...(element as HTMLElement).dataset }))
  const [total, execution, operator] = [BigInt(parts.total!), BigInt(parts.execution!), BigInt(parts.operator!)]
  // Mantle's operator fee is gasUsed * scalar * 100 + constant: the stand-in's formula gives the gas back.
  const gas = (operator - MANTLE_STAND_IN.operatorConstant) / (MANTLE_STAND_IN.operatorScalar * 100n)
  expect(gas * MANTLE_STAND_IN.operatorScalar * 100n + MANTLE_STAND_IN.operatorConstant).toBe(operator)
  expect(gas).toBeGreaterThan(21_000n)
  expect(execution % gas).toBe(0n) // execution is that gas times one gas price
  expect(total).toBe(execution + l1 + operator)
  await expect(fee).toHaveText(`Network fee: about ${formatFee(total)} MNT (of which 0.0004 MNT to post it to Ethereum)`)

  await page.getByTestId('buy-submit').click()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
})

test('behavior: a payment the balance covers but not with the fee is said plainly on Mantle, before any prompt', async ({ page, walletFor }) => {
  const wallet = await walletFor(await account(MANTLE, parseEther('0.0101')))
  await open(page, wallet, '/purchase')
  await page.getByTestId('buy-pay-input').fill('0.01')
  const short = page.getByTestId('buy-fee-short')
  await expect(short).toHaveText(/^This wallet holds 0\.0101 MNT, and this needs 0\.010\d+ MNT with the network fee\. Add MNT on Mantle first\.$/)
  await expect(page.getByTestId('buy-refusal')).toHaveCount(0) // the payment alone fits the balance
  await page.getByTestId('buy-submit').click()
  await expect(short).toBeVisible()
  expect(prompts(wallet)).toBe(0)
})
