// Issue 14, item 1: an injected wallet (here the EIP-6963 test wallet) is asked to sign as soon as the
// sign-in dialog has the server's message: no click on 'Sign message'. The dialog still shows each step
// and its errors (RainbowKit's own, src/wallet-auth's adapter presses its button).
import type { Page } from '@playwright/test'
import type { TestWallet } from '@stardust/test-wallet'
import { chooseTestWallet, expect, signMessageButton, storedAccounts, storedToken, test } from './fixtures'

const LOGIN = '**/api/v1/user/login'

/** Connects on /stake with a wallet whose first signature fails (not a refusal): the dialog waits with 'Sign message'. */
async function afterSigningError(page: Page, wallet: TestWallet) {
  wallet.rejectNext({ methods: ['personal_sign'], code: -32603, message: 'Internal error' })
  await page.goto('/stake')
  await chooseTestWallet(page)
  await expect(page.getByText('Error signing message, please retry!')).toBeVisible()
  const button = signMessageButton(page)
  await expect(button).toHaveText('Sign message')
  return button
}

test('behavior: an injected wallet gets the signature request with no click; the dialog shows waiting, then verifying', async ({
  page,
  wallet,
}) => {
  const signature = wallet.hold({ methods: ['personal_sign'] })
  // Hold the login call too, so that the verifying step stays on screen until the test has seen it.
  let releaseLogin: () => void = () => {}
  const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve))
  await page.route(LOGIN, async (route) => {
    await loginHeld
    await route.continue()
  })
  await page.goto('/stake')
  await chooseTestWallet(page)

  // Nothing in this test clicks the dialog: the request reaches the wallet by itself.
  await signature.requested
  const button = signMessageButton(page)
  await expect(button).toHaveText('Waiting for signature...')

  signature.approve()
  await expect(button).toHaveText('Verifying signature...')
  releaseLogin()
  await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
  await expect(page.getByTestId('rk-account-button')).toBeVisible()
  expect(wallet.signatureCount).toBe(1)
  expect(wallet.requestCount('personal_sign')).toBe(1)
})

test('behavior: a wallet error (not a refusal) shows the signing error once; the wallet is not asked again until the click', async ({
  page,
  wallet,
}) => {
  const button = await afterSigningError(page, wallet)
  await expect(button).toBeEnabled()
  // The press happens once per message: an error waits for the person, it never loops.
  await page.waitForTimeout(1_000)
  expect(wallet.requestCount('personal_sign')).toBe(1)
  expect(await storedAccounts(page)).toEqual([])

  await button.click()
  await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
  expect(wallet.requestCount('personal_sign')).toBe(2)
  expect(wallet.signatureCount).toBe(1)
})

test('behavior: two presses before the dialog shows the first (a double tap, the site pressing beside the visitor) ask the wallet once', async ({
  page,
  wallet,
}) => {
  const button = await afterSigningError(page, wallet)

  const signature = wallet.hold({ methods: ['personal_sign'] })
  // Both presses run in one task: React cannot re-render the button between them.
  await button.evaluate((element: HTMLElement) => {
    element.click()
    element.click()
  })
  await signature.requested
  await expect(button).toHaveText('Waiting for signature...')
  signature.approve()
  await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
  // The failed first request and one more: the second press never reached the wallet.
  expect(wallet.requestCount('personal_sign')).toBe(2)
  expect(wallet.signatureCount).toBe(1)
})
