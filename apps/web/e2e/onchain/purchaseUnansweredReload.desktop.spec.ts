// A purchase the wallet sent but never answered, still waiting for a block when the page reloads. Before,
// nothing was kept of it (the wallet gave no hash): the reloaded page offered Buy again at once, and a second
// click bought twice. Now the request is written before the wallet opens (account, nonce, sale contract,
// `buy`): the reloaded page keeps Buy off, finds the purchase waiting in the node among the account's
// transactions, follows it, and shows the bought amount once it is mined. Automatic mining is off while the
// purchase waits: the test is chain-wide (CHAIN_WIDE), so it runs alone on chains of its own.
import { starTokenAbi } from '@stardust/contracts'
import { parseEther, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { CHAIN_WIDE, chainClient, e2eDeployment, expect, test } from './chainFixtures'
import { freshAccount } from './freshAccount'
import { sentFrom } from './sentFrom'

const MANTLE = 5000

test('default: a purchase never answered and pending at a reload: Buy is off, the purchase is found waiting and followed; mined, the bought amount shows; one buy', { tag: CHAIN_WIDE }, async ({ page, walletFor }) => {
  test.setTimeout(150_000) // a sign-in and a reload, each loading the wallet stack
  const key = await freshAccount(MANTLE, 0n)
  const account = privateKeyToAccount(key).address
  const wallet = await walletFor(key)
  const client = chainClient(MANTLE)
  const { sale, token } = e2eDeployment(MANTLE)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const fromBlock = (await client.getBlockNumber()) + 1n
  const bought = () => client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })

  wallet.loseAnswer({ methods: ['eth_sendTransaction'], how: 'never' })
  await client.setAutomine(false)
  let hash: Hash
  try {
    await page.getByTestId('buy-receive-input').fill('10')
    await page.getByTestId('buy-submit').click()
    // The wallet sent the purchase (it waits for a block) and keeps its answer.
    await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
    hash = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
    expect(await bought()).toBe(0n)

    await page.reload()
    await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    const line = page.getByTestId('buy-in-flight')
    await expect(line).toHaveAttribute('data-state', 'in-flight')
    await expect(page.getByTestId('buy-submit')).toBeDisabled()
    // Found waiting in the node: followed as the purchase's transaction, Buy still off.
    await expect(page.getByText('Buy 10 STAR: your wallet did not answer, but the transaction went out: we found it on chain and follow it here. Nothing else was sent.')).toBeVisible({ timeout: 20_000 })
    const records = () => page.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
    await expect.poll(records).toEqual([expect.objectContaining({ hash, status: 'pending' })])
    await expect(line).toContainText('Buy 10 STAR: a transaction is in flight')
    await expect(page.getByTestId('buy-submit')).toBeDisabled()

    await client.mine({ blocks: 1 })
    expect(await bought()).toBe(parseEther('10'))
    await expect(page.getByTestId('buy-star-balance')).toHaveText('10 STAR', { timeout: 20_000 })
    await expect(line).toHaveCount(0)
    await expect.poll(records).toEqual([expect.objectContaining({ hash, status: 'confirmed' })])
  } finally {
    await client.setAutomine(true)
  }
  expect(await sentFrom(MANTLE, account, fromBlock)).toEqual([{ hash, to: expect.stringMatching(new RegExp(`^${sale}$`, 'i')) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  expect(await page.evaluate(() => localStorage.getItem('stardust:unanswered'))).toBe('[]')
})
