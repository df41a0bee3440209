// Clear-all on screen (issue 7): 'Sign out of all accounts' in the account line clears every
// stored account in every tab and disconnects, through the wallet bridge.
import type { Page } from '@playwright/test'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from './constants'
import { connectAndSignIn, connectButton, expect, serverSession, storedAccounts, storedToken, test } from './fixtures'

const clearAllButton = (page: Page) => page.getByRole('button', { name: 'Sign out of all accounts' })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('behavior: two accounts signed in, clear-all empties wallet-auth:accounts in both tabs and disconnects both', async ({
  context,
  page,
  wallet,
}) => {
  await page.goto('/stake')
  await expect(clearAllButton(page)).toHaveCount(0)
  // The site shell's own toasts tell the visitor what happened. Each shows for TOAST_DURATION_MS (3 s): it
  // is awaited from before the action, as a person would see it, not after other waits that can outlast it.
  const signedInToast = expect(toast(page, 'Signed in')).toBeVisible({ timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
  await connectAndSignIn(page, wallet)
  await signedInToast
  await wallet.switchAccount(1)
  await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
  expect(await storedAccounts(page)).toHaveLength(2)

  const other = await context.newPage()
  await other.goto('/stardust')
  await expect(other.getByTestId('status-session')).toHaveText('Signed in')

  const clearedToast = expect(toast(page, 'Signed out of all accounts')).toBeVisible()
  await clearAllButton(page).click()
  await clearedToast

  for (const tab of [page, other]) {
    await expect.poll(() => storedAccounts(tab)).toEqual([])
    // Nothing connected, nothing stored: the account line (and its clear-all) is gone.
    await expect(tab.getByTestId('account-line')).toHaveCount(0)
    await expect(connectButton(tab)).toBeVisible()
    await expect(clearAllButton(tab)).toHaveCount(0)
  }
  await expect.poll(async () => (await serverSession(page)).address).toBeUndefined()
})

test('behavior: with only stored accounts left (wallet disconnected), clear-all loads the wallet code and clears them', async ({
  page,
  wallet,
}) => {
  await page.goto('/stake')
  const firstToken = await connectAndSignIn(page, wallet)
  await wallet.switchAccount(1)
  await expect.poll(() => storedToken(page, wallet.address)).toBeTruthy()
  // Disconnect keeps the other account's token (accounts spec).
  await page.getByTestId('rk-account-button').click()
  await page.getByTestId('rk-disconnect-button').click()
  await expect.poll(() => storedAccounts(page)).toHaveLength(1)
  expect((await storedAccounts(page))[0]?.token).toBe(firstToken)

  // A fresh load with no connection to restore: the wallet stack stays unloaded until asked
  // (the light button is the bridge's own, not RainbowKit's).
  await page.reload()
  await expect(page.getByTestId('connect-wallet')).toBeVisible()
  await expect(page.getByTestId('status-wallet')).toHaveText('Not connected')
  const clearedToast = expect(toast(page, 'Signed out of all accounts')).toBeVisible()
  await clearAllButton(page).click()
  await clearedToast
  await expect.poll(() => storedAccounts(page)).toEqual([])
  await expect(clearAllButton(page)).toHaveCount(0)
  await expect(connectButton(page)).toBeVisible()
})
