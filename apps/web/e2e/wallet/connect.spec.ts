import { TEST_WALLET_OPTION } from './constants'
import {
  connectAndSignIn,
  connectButton,
  expect,
  serverSession,
  sessionCookie,
  storedAccounts,
  test,
} from './fixtures'

test('behavior: connect through the modal: one signature, token stored, session cookie, reload stays signed in', async ({
  page,
  context,
  wallet,
  problems,
}) => {
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
  expect(problems.errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
})

test('behavior: a first-time visitor opening the connect modal: the site asks the wallet nothing about accounts until it is chosen', async ({
  page,
  wallet,
}) => {
  await page.goto('/stake')
  await connectButton(page).click()
  await expect(page.getByTestId(TEST_WALLET_OPTION)).toBeVisible()
  // An absence over time: wagmi's reconnect, were it to run for a visitor with nothing to restore,
  // probes every connector in turn and reaches the injected wallet within about 2 s here.
  await page.waitForTimeout(4_000)
  expect(wallet.requestCount('eth_accounts')).toBe(0)
  expect(wallet.requestCount('wallet_requestPermissions')).toBe(0)

  // Then the visitor closes the modal, opens it again and connects: one signature.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId(TEST_WALLET_OPTION)).toHaveCount(0)
  const token = await connectAndSignIn(page, wallet)
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(wallet.signatureCount).toBe(1)
})
