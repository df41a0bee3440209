// A purchase whose wallet prompt is still open when the holder goes to another page of the site and comes
// back (no reload: the same tab, the same page load). The form that asked is gone, a fresh one is drawn: it
// must not offer Buy while the wallet still asks, and its words are this tab's ("still asking you to confirm
// it"), neither "when this page loaded" nor "another tab". Confirmed, the purchase is followed; one buy.
import { starTokenAbi } from '@stardust/contracts'
import { parseEther, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { sentFrom } from './sentFrom'

const MANTLE = 5000

test('behavior: a purchase still asked in the wallet, the page left and opened again in the same tab: Buy off, said as this page\'s; confirmed, one buy', async ({ page, walletFor, fundedKey: key }) => {
  test.setTimeout(150_000) // a sign-in, then the wallet stack drawn again on each page
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  const client = chainClient(MANTLE)
  const { sale, token } = e2eDeployment(MANTLE)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await client.getBlockNumber()) + 1n
  const balance = () => client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  const before = await balance()

  const prompt = wallet.hold({ methods: ['eth_sendTransaction'] })
  await page.getByTestId('buy-receive-input').fill('10')
  await page.getByTestId('buy-submit').click()
  await prompt.requested

  // Away and back through the site's navigation: the same page load, a new form.
  await nav.getByRole('link', { name: 'Stake' }).click()
  await expect(page).toHaveURL(/\/stake$/)
  await nav.getByRole('link', { name: 'Purchase' }).click()
  await expect(page).toHaveURL(/\/purchase$/)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const line = page.getByTestId('buy-in-flight')
  await expect(line).toHaveAttribute('data-asking', 'true')
  await expect(line).toHaveText('Buy 10 STAR: your wallet is still asking you to confirm it. It is not offered again until you confirm or refuse it there.')
  await expect(page.getByTestId('buy-submit')).toBeDisabled()
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)

  prompt.approve()
  await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
  const hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
  await expect.poll(balance, { timeout: 20_000 }).toBe(before + parseEther('10'))
  await expect(line).toHaveCount(0, { timeout: 20_000 })
  expect(await sentFrom(MANTLE, account, fromBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${sale}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})

test('behavior: a double click on Buy asks the wallet once; one buy on chain', async ({ page, walletFor, fundedKey: key }) => {
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  const client = chainClient(MANTLE)
  const { sale, token } = e2eDeployment(MANTLE)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await client.getBlockNumber()) + 1n
  const before = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  await page.getByTestId('buy-receive-input').fill('3')
  await page.getByTestId('buy-submit').dblclick()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
  expect(await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })).toBe(before + parseEther('3'))
  expect(await sentFrom(MANTLE, account, fromBlock)).toEqual([{ hash: expect.any(String), to: expect.stringMatching(new RegExp(`^${sale}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
