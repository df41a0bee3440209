import { chooseTestWallet, expect, signMessageButton, storedAccounts, storedToken, test } from './fixtures'

const API = '**/api/v1/user/**'

test('behavior: with the server down the dialog shows the sign-in error, stores nothing, and its retry works', async ({
  page,
  wallet,
}) => {
  await page.route(API, (route) => route.abort('connectionrefused'))
  await page.goto('/stake')
  await chooseTestWallet(page)

  const button = signMessageButton(page)
  await expect(button).toHaveText('Sign message')
  await button.click()
  await expect(page.getByText('Error preparing message, please retry!')).toBeVisible()
  expect(await storedAccounts(page)).toEqual([])
  expect(wallet.signatureCount).toBe(0)

  await page.unroute(API)
  await button.click()
  await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
  expect(wallet.signatureCount).toBe(1)
})
