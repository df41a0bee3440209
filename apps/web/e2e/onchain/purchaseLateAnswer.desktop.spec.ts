// A buy asked in one tab, that tab closed while the wallet's prompt was still open: the other tab reads the
// chain, sees nothing go out within the quiet window and offers Buy again ("close it in your wallet first").
// The wallet's prompt is confirmed after all (a late answer): the buy goes out. A second click on Buy must not
// buy twice: the flow looks for the earlier request first, finds its transaction and follows it, asking the
// wallet nothing. One buy on chain.
import { parseEther } from 'viem'
import { buyHeldInWallet, expect, MANTLE, purchaseTab, signInOnPurchase, test, toSale } from './purchaseFixtures'
import { sentFrom } from './sentFrom'

const QUIET_AND_MORE_MS = 120_000 // the quiet window (60 s) from the asking tab's close, read at the chain's pace

test('behavior: a buy confirmed in the wallet after it was given up on: Buy again follows that transaction and asks nothing; one buy', async ({ page, context, buyer }) => {
  test.setTimeout(300_000) // a sign-in, two tabs and the quiet window
  const { account, wallet, balance, before, fromBlock } = buyer
  await signInOnPurchase(page, buyer)
  const other = await purchaseTab(context)

  const prompt = await buyHeldInWallet(page, buyer, '10')
  const line = other.getByTestId('buy-in-flight')
  await expect(line).toHaveAttribute('data-asking', 'true', { timeout: 20_000 })

  // The asking tab goes, its prompt left open in the wallet: the other tab finds nothing sent and offers Buy again.
  await page.close()
  await expect(line).toHaveAttribute('data-finding', 'nothing', { timeout: QUIET_AND_MORE_MS })
  await expect(other.getByTestId('buy-submit')).toBeEnabled()

  // Confirmed in the wallet after all: the buy goes out.
  prompt.approve()
  await expect.poll(balance, { timeout: 20_000 }).toBe(before + parseEther('10'))
  // Its answer went to the closed tab: the chain names it.
  const sent = await sentFrom(MANTLE, account, fromBlock)
  expect(sent).toEqual([{ hash: expect.any(String), to: toSale(buyer) }])
  const late = sent[0]!.hash

  // Buy again: that transaction is found and followed; the wallet is not asked.
  await other.getByTestId('buy-receive-input').fill('10')
  await other.getByTestId('buy-submit').click()
  await expect(other.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
  await expect(other.getByTestId('buy-notice')).toHaveText('Buy 10 STAR: your wallet did not answer, but the transaction went out: we found it on chain and follow it here. Nothing else was sent.')
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
  expect(await balance()).toBe(before + parseEther('10'))
  expect(await sentFrom(MANTLE, account, fromBlock)).toEqual([{ hash: late, to: toSale(buyer) }])
  const records = await other.evaluate(() => JSON.parse(localStorage.getItem('stardust:transactions') ?? '[]') as { hash: string; status: string }[])
  expect(records).toEqual([expect.objectContaining({ hash: late, status: 'confirmed' })])
})
