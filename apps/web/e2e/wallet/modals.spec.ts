import { TEST_WALLET_OPTION } from './constants'
import { connectAndSignIn, connectButton, expect, signMessageButton, storedAccounts, test } from './fixtures'

test('behavior: closing the connect modal while connecting disconnects', async ({ page, wallet }) => {
  const prompt = wallet.hold({ methods: ['wallet_requestPermissions'] })
  await page.goto('/stake')
  await connectButton(page).click()
  await page.getByTestId(TEST_WALLET_OPTION).click()
  await prompt.requested
  await page.keyboard.press('Escape')

  await expect(page.getByRole('dialog')).toHaveCount(0)
  prompt.reject()
  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('account-line')).toHaveCount(0) // nothing to say: the header's Connect Wallet is the way in
  expect(wallet.signatureCount).toBe(0)
})

test('behavior: cancelling the sign-in dialog disconnects and stores nothing', async ({ page, wallet }) => {
  // Park the signature so the dialog stays on its message step.
  const signature = wallet.hold({ methods: ['personal_sign'] })
  await page.goto('/stake')
  await connectButton(page).click()
  await page.getByTestId(TEST_WALLET_OPTION).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Verify your account')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await expect(connectButton(page)).toBeVisible()
  await expect(page.getByTestId('account-line')).toHaveCount(0) // nothing to say: the header's Connect Wallet is the way in
  signature.reject()
  expect(await storedAccounts(page)).toEqual([])
  expect(wallet.signatureCount).toBe(0)
  await expect(signMessageButton(page)).toHaveCount(0)
})

test('behavior: the account modal offers copy, the explorer, recent transactions and disconnect', async ({ page, wallet }) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await page.getByTestId('rk-account-button').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Copy Address' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /View more on explorer/ })).toHaveAttribute(
    'href',
    `https://etherscan.io/address/${wallet.address}`,
  )
  await expect(dialog.getByText('Stardust transactions will appear here...')).toBeVisible()
  await expect(dialog.getByTestId('rk-disconnect-button')).toBeVisible()
  // The connect modal does not open while signed in (docs/behaviour.md).
  await page.keyboard.press('Escape')
  await expect(page.getByTestId(TEST_WALLET_OPTION)).toHaveCount(0)
})

test('behavior: a wallet used before is listed under Recent', async ({ page, wallet }) => {
  await page.goto('/stake')
  await connectAndSignIn(page, wallet)
  await page.getByTestId('rk-account-button').click()
  await page.getByTestId('rk-disconnect-button').click()
  await connectButton(page).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Recent', { exact: true })).toBeVisible()
  await expect(dialog.getByTestId(TEST_WALLET_OPTION)).toBeVisible()
})
