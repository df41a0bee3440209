import { TEST_WALLET_OPTION } from './constants'
import {
  connectAndSignIn,
  connectButton,
  expect,
  pageErrors,
  serverSession,
  sessionCookie,
  storedAccounts,
  test,
} from './fixtures'

test('behavior: connect through the modal: one signature, token stored, session cookie, reload stays signed in', async ({
  page,
  context,
  wallet,
}) => {
  const errors = pageErrors(page)
  await page.goto('/stake')
  await expect(connectButton(page)).toBeVisible()

  const token = await connectAndSignIn(page, wallet)
  expect(wallet.signatureCount).toBe(1)
  expect(await storedAccounts(page)).toEqual([{ address: wallet.address.toLowerCase(), token }])
  expect(await page.evaluate(() => window.localStorage.getItem('wallet-auth:current'))).toBe(wallet.address.toLowerCase())

  // The connect modal closed and the account is in the header.
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  await expect(page.getByTestId(TEST_WALLET_OPTION)).toHaveCount(0)

  // next-auth made an httpOnly session from the token, expiring with it.
  await expect.poll(async () => (await sessionCookie(context))?.httpOnly).toBe(true)
  const session = await serverSession(page)
  expect(session.address).toBe(wallet.address.toLowerCase())

  await page.reload()
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  await expect.poll(() => storedAccounts(page)).toEqual([{ address: wallet.address.toLowerCase(), token }])
  expect(wallet.signatureCount).toBe(1)
  expect(errors).toEqual([])
})
