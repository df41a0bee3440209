// A purchase whose wallet prompt is still open when the holder goes to another page of the site and comes
// back (no reload: the same tab, the same page load). The form that asked is gone, a fresh one is drawn: it
// must not offer Buy while the wallet still asks, and its words are this tab's ("still asking you to confirm
// it"), neither "when this page loaded" nor "another tab". Confirmed, the purchase is followed; one buy.
import { parseEther } from 'viem'
import { approveOneBuy, buyHeldInWallet, expect, MANTLE, purchaseReady, signInOnPurchase, test, toSale } from './purchaseFixtures'
import { sentFrom } from './sentFrom'

test('behavior: a purchase still asked in the wallet, the page left and opened again in the same tab: Buy off, said as this page\'s; confirmed, one buy', async ({ page, buyer }) => {
  test.setTimeout(150_000) // a sign-in, then the wallet stack drawn again on each page
  const nav = page.getByRole('navigation', { name: 'Main' })
  await signInOnPurchase(page, buyer)
  const prompt = await buyHeldInWallet(page, buyer, '10')

  // Away and back through the site's navigation: the same page load, a new form.
  await nav.getByRole('link', { name: 'Stake' }).click()
  await expect(page).toHaveURL(/\/stake$/)
  await nav.getByRole('link', { name: 'Purchase' }).click()
  await expect(page).toHaveURL(/\/purchase$/)
  await purchaseReady(page)
  const line = page.getByTestId('buy-in-flight')
  await expect(line).toHaveAttribute('data-asking', 'true')
  await expect(line).toHaveText('Buy 10 STAR: your wallet is still asking you to confirm it. It is not offered again until you confirm or refuse it there.')
  await expect(page.getByTestId('buy-submit')).toBeDisabled()
  expect(buyer.wallet.requestCount('eth_sendTransaction')).toBe(1)

  await approveOneBuy(prompt, buyer, '10')
  await expect(line).toHaveCount(0, { timeout: 20_000 })
})

test('behavior: a double click on Buy asks the wallet once; one buy on chain', async ({ page, buyer }) => {
  const { account, wallet, balance, before, fromBlock } = buyer
  await signInOnPurchase(page, buyer)
  await page.getByTestId('buy-receive-input').fill('3')
  await page.getByTestId('buy-submit').dblclick()
  await expect(page.getByTestId('buy-tx')).toHaveText('Transaction confirmed.', { timeout: 20_000 })
  expect(await balance()).toBe(before + parseEther('3'))
  expect(await sentFrom(MANTLE, account, fromBlock)).toEqual([{ hash: expect.any(String), to: toSale(buyer) }])
  expect(wallet.requestCount('eth_sendTransaction')).toBe(1)
})
