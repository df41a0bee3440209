// ResumePending is downloaded only once a record waits (src/transactions/ResumePendingGate.tsx). The gate hears
// this tab's own writes too, wherever the tab has gone since it loaded: here a buy asked after a client-side
// navigation (no new page load) loads it while the wallet still asks; confirmed, one buy.
import { starTokenAbi } from '@stardust/contracts'
import { parseEther, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { resumerMounted, watchResumerDownloads } from './resumer'
import { sentFrom } from './sentFrom'

const MANTLE = 5000

test('behavior: a buy asked after a client-side navigation loads the resumer while the wallet asks; none before; one buy', async ({ page, context, walletFor, fundedKey: key }) => {
  test.setTimeout(150_000) // a sign-in, then the wallet stack drawn on another page
  const resumer = watchResumerDownloads(context)
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  const client = chainClient(MANTLE)
  const { sale, token } = e2eDeployment(MANTLE)
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('rk-account-button')).toBeVisible({ timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const loadedAt = await page.evaluate(() => performance.timeOrigin)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Purchase' }).click()
  await expect(page).toHaveURL(/\/purchase$/)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt) // the same page load
  // The stack has been up since the sign-in, and the purchase panel read the chain: nothing to resume, nothing loaded.
  expect(await resumer.downloaded()).toEqual([])
  expect(await resumerMounted(page)).toBe(false)

  const fromBlock = (await client.getBlockNumber()) + 1n
  const balance = () => client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  const before = await balance()
  const prompt = wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('buy-receive-input').fill('10')
  await page.getByTestId('buy-submit').click()
  await prompt.requested
  // The request's record, written by this tab before the wallet opened, loads the resumer.
  await expect.poll(() => resumerMounted(page), { timeout: 20_000 }).toBe(true)
  expect(await resumer.downloaded()).not.toEqual([])
  await expect(page.getByTestId('buy-submit')).toBeDisabled()

  prompt.approve()
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  await expect.poll(balance, { timeout: 20_000 }).toBe(before + parseEther('10'))
  expect(await sentFrom(MANTLE, account, fromBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${sale}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
