// ResumePending is downloaded only once a record waits (src/transactions/ResumePendingGate.tsx). The gate hears
// this tab's own writes too, wherever the tab has gone since it loaded: here a buy asked after a client-side
// navigation (no new page load) loads it while the wallet still asks; confirmed, one buy.
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'
import { approveOneBuy, buyHeldInWallet, expect, purchaseReady, test } from './purchaseFixtures'
import { resumerMounted, watchResumerDownloads } from './resumer'

test('behavior: a buy asked after a client-side navigation loads the resumer while the wallet asks; none before; one buy', async ({ page, context, buyer }) => {
  test.setTimeout(150_000) // a sign-in, then the wallet stack drawn on another page
  const resumer = watchResumerDownloads(context)
  await page.goto('/stake')
  await connectAndSignIn(page, buyer.wallet)
  await expect(page.getByTestId('rk-account-button')).toBeVisible({ timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  const loadedAt = await page.evaluate(() => performance.timeOrigin)

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Purchase' }).click()
  await expect(page).toHaveURL(/\/purchase$/)
  await purchaseReady(page)
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt) // the same page load
  // The stack has been up since the sign-in, and the purchase panel read the chain: nothing to resume, nothing loaded.
  expect(await resumer.downloaded()).toEqual([])
  expect(await resumerMounted(page)).toBe(false)

  const prompt = await buyHeldInWallet(page, buyer, '10')
  // The request's record, written by this tab before the wallet opened, loads the resumer.
  await expect.poll(() => resumerMounted(page), { timeout: 20_000 }).toBe(true)
  expect(await resumer.downloaded()).not.toEqual([])
  await expect(page.getByTestId('buy-submit')).toBeDisabled()

  await approveOneBuy(prompt, buyer, '10')
})
