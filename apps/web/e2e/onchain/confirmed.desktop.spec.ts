// "Transaction confirmed." follows the receipt alone. Every other chain's RPC hangs (the page's ENS and
// balance reads on Ethereum among them); a flow that awaited a refresh of every query in the app would
// show the words only after the page had given up on those RPCs (their timeouts and retries: 23 s in the
// field). So the proof is an order, not a time: the words appear before the page gives up on any request
// to an unreachable chain made after the click.
import { starTokenAbi } from '@stardust/contracts'
import { privateKeyToAccount } from 'viem/accounts'
import { formatAmount } from '../../src/onchain/format'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { leaveOtherChainsUnanswered } from './unreachable'

const MANTLE = 5000

test('behavior: the words and the toast follow the receipt while every other chain is unreachable; the changed reads refresh after', async ({ page, context, walletFor, baseURL, fundedKey: key }) => {
  const other = await leaveOtherChainsUnanswered(context, baseURL!)
  const account = privateKeyToAccount(key).address
  const client = chainClient(MANTLE)
  const { token } = e2eDeployment(MANTLE)
  const wallet = await walletFor(key)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  expect(other.held(), 'the page asked the unreachable chains something').toBeGreaterThan(0)

  await page.getByTestId('buy-receive-input').fill('10')
  const clicked = other.mark()
  // The toast shows for 5 s: awaited from the click, so no later wait can outlast it.
  const toast = expect(page.getByText(/: confirmed$/)).toBeVisible({ timeout: 20_000 })
  await page.getByTestId('buy-submit').click()
  // Automine: the receipt exists the moment the wallet's eth_sendTransaction answers.
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.answeredAt, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as `0x${string}`
  expect((await client.getTransactionReceipt({ hash })).status).toBe('success')

  // How fast is the bench's figure (receipt to words); here, what the words waited for.
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
  expect(other.givenUpSince(clicked), 'the words waited for the page to give up on an unreachable chain').toBe(0)
  await toast
  expect(other.givenUpSince(clicked), 'the toast waited for the page to give up on an unreachable chain').toBe(0)
  // onConfirmed ran (the amount is cleared), and the reads the purchase changed refresh in the background.
  await expect(page.getByTestId('buy-receive-input')).toHaveValue('')
  const star = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  await expect(page.getByTestId('buy-star-balance')).toHaveText(`${formatAmount(star)} STAR`, { timeout: 15_000 })
})
