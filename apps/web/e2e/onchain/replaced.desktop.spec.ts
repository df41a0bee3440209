// Issue 19, item 3: a transaction replaced in the wallet. viem's waitForTransactionReceipt follows the
// replacement (same account and nonce, higher fee) and returns ITS receipt; before the fix a cancelled buy
// read "Transaction confirmed.". Automatic mining is off while the page waits, so the test can replace
// the page's pending transaction from the same account, then mine.
import type { Page } from '@playwright/test'
import { starTokenAbi } from '@stardust/contracts'
import type { TestWallet } from '@stardust/test-wallet'
import type { Hash, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { generatePrivateKey } from 'viem/accounts'
import { CHAIN_WIDE, chainClient, chainWallet, e2eDeployment, expect, test } from './chainFixtures'

const MANTLE = 5000
// Automatic mining is off for a few seconds per test on the shared Mantle-id node: every test here is
// CHAIN_WIDE, so it runs alone (playwright.config.ts). Each buys with an account of its own (fundedKey).

type Kind = 'speed-up' | 'cancel' | 'other'

/** The page's transaction record (src/transactions/txRecords.ts) for `hash`. */
async function record(page: Page, hash: string) {
  return page.evaluate((h) => (JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string; replacedBy?: string }[]).find((r) => r.hash === h), hash)
}

/**
 * Buys 10 STAR on the page with automatic mining off, replaces the pending transaction from the same
 * account (`kind`), mines one block and turns automatic mining back on. Returns both hashes.
 */
async function buyAndReplace(page: Page, wallet: TestWallet, key: Hex, kind: Kind): Promise<{ original: Hash; replacement: Hash }> {
  const client = chainClient(MANTLE)
  const sender = chainWallet(MANTLE, key)
  await page.goto('/purchase')
  await connectAndSignIn(page, wallet)
  await expect(page.getByTestId('purchase-panel')).toHaveAttribute('data-state', 'ready', { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await page.getByTestId('buy-receive-input').fill('10')
  // Every answer the page gets to eth_getTransactionByHash, collected from before the click (the page asks
  // within milliseconds of the hash, so a listener added later can miss it).
  const answers: string[] = []
  page.on('response', (response) => {
    if ((response.request().postData() ?? '').includes('eth_getTransactionByHash')) void response.text().then((text) => answers.push(text), () => undefined)
  })
  await client.setAutomine(false)
  try {
    await page.getByTestId('buy-submit').click()
    await expect.poll(() => wallet.requests.find((r) => r.method === 'eth_sendTransaction')?.result, { timeout: 20_000 }).toBeDefined()
    const original = wallet.requests.find((r) => r.method === 'eth_sendTransaction')!.result as Hash
    await expect(page.getByTestId('buy-tx')).toHaveText('Transaction sent, waiting for confirmation…')
    // The page must have seen the pending transaction (its sender and nonce) before it is replaced, as a
    // wallet's speed-up or cancel comes after the dapp had the hash.
    await expect.poll(() => answers.some((text) => text.includes(original)), { timeout: 15_000 }).toBe(true)
    const pending = await client.getTransaction({ hash: original })
    const fees = { maxFeePerGas: pending.maxFeePerGas! * 2n, maxPriorityFeePerGas: pending.maxPriorityFeePerGas! * 2n + 1n, nonce: pending.nonce, gas: pending.gas }
    const self = sender.account.address
    const replacement =
      kind === 'speed-up'
        ? await sender.sendTransaction({ to: pending.to!, data: pending.input as Hex, value: pending.value, ...fees })
        : kind === 'cancel'
          ? await sender.sendTransaction({ to: self, value: 0n, ...fees })
          : await sender.sendTransaction({ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n, ...fees })
    await client.mine({ blocks: 1 })
    return { original, replacement }
  } finally {
    // This test runs alone (CHAIN_WIDE): nothing else waits for a block, so no extra block is mined, and
    // the page's receipt watch meets the replacement's block as the newest one.
    await client.setAutomine(true)
  }
}

test('behavior: a speed-up (repriced) is the same purchase, confirmed; the record names the hash mined', { tag: CHAIN_WIDE }, async ({ page, walletFor, fundedKey: key }) => {
  const { token } = e2eDeployment(MANTLE)
  const account = privateKeyToAccount(key).address
  const client = chainClient(MANTLE)
  const before = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  const wallet = await walletFor(key)
  const { original, replacement } = await buyAndReplace(page, wallet, key, 'speed-up')

  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 15_000 })
  await expect(page.getByTestId('buy-receive-input')).toHaveValue('') // onConfirmed ran
  expect(await record(page, original)).toMatchObject({ status: 'confirmed', replacedBy: replacement })
  const after = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
  expect(after - before).toBe(10n * 10n ** 18n)
})

for (const kind of ['cancel', 'other'] as const) {
  test(`behavior: ${kind === 'cancel' ? 'a cancel (to self, no value)' : 'another transaction with the same nonce'} reads cancelled; onConfirmed does not run; the record says cancelled`, { tag: CHAIN_WIDE }, async ({ page, walletFor, fundedKey: key }) => {
    const { token } = e2eDeployment(MANTLE)
    const account = privateKeyToAccount(key).address
    const client = chainClient(MANTLE)
    const before = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
    const wallet = await walletFor(key)
    const { original, replacement } = await buyAndReplace(page, wallet, key, kind)

    expect((await client.getTransactionReceipt({ hash: replacement })).status).toBe('success') // the chain's receipt is a success...
    await expect(page.getByTestId('buy-tx')).toHaveText( // ...of another transaction: the buy did not happen
      'Transaction cancelled: your wallet replaced it before it was confirmed, so nothing from it happened.',
      { timeout: 15_000 },
    )
    await expect(page.getByText(/: cancelled in your wallet, nothing happened$/)).toBeVisible()
    await expect(page.getByTestId('buy-receive-input')).toHaveValue('10') // onConfirmed (clear the amount) did not run
    expect(await record(page, original)).toMatchObject({ status: 'cancelled', replacedBy: replacement })
    const after = await client.readContract({ address: token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })
    expect(after).toBe(before)
  })
}
