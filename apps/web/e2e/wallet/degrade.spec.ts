import { connectAndSignIn, expect, test } from './fixtures'

test('behavior: with every RPC unreachable the account shows without a balance and nothing crashes', async ({ page, wallet, problems }) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  const account = page.getByTestId('rk-account-button')
  await expect(account).toBeVisible()
  // The e2e build points NEXT_PUBLIC_RPC_* at a closed local port: no balance can be read.
  await expect(account).not.toContainText('ETH')
  await expect(page.getByTestId('status-session')).toHaveText('Signed in')
  expect(problems.errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
})
