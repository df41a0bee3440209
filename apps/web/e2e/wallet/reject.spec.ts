import {
  chooseTestWallet,
  connectAndSignIn,
  connectButton,
  expect,
  expectDisconnectSettled,
  signMessageButton,
  storedAccounts,
  test,
} from './fixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from './constants'

test('behavior: a rejected signature stores nothing and disconnects; a retry works', async ({ page, wallet }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  wallet.rejectNext({ methods: ['personal_sign'] })
  await page.goto('/stake')
  await chooseTestWallet(page)
  const button = signMessageButton(page)
  await expect
    .poll(async () => {
      if (await button.isEnabled({ timeout: 500 }).catch(() => false)) await button.click({ timeout: 1_000 }).catch(() => undefined)
      return wallet.requestCount('personal_sign')
    }, { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    .toBe(1)

  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('account-line')).toHaveCount(0) // nothing to say: the header's Connect Wallet is the way in
  expect(await storedAccounts(page)).toEqual([])
  expect(wallet.signatureCount).toBe(0)
  // A failed login is a console log only (docs/behaviour.md, Texts).
  expect(logged.some((text) => text.includes('Login process failed'))).toBe(true)
  await expect(page.locator('.Toastify__toast')).toHaveCount(0)
  // Disconnected for real: the wallet itself no longer grants the site; then retry, as a person would.
  await expectDisconnectSettled(page, wallet)

  const token = await connectAndSignIn(page, wallet)
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(wallet.signatureCount).toBe(1)
})
