import { expect, test } from './fixtures'

test.describe('wallet bridge', () => {
  // Once loaded, the wallet stack logs its blocked lookups of WalletConnect hosts (no internet
  // in tests); uncaught page errors are still checked below.
  test.use({ allowConsoleErrors: true })

  test('behavior: a first-time visitor gets the wallet stack only after asking to connect', async ({ page, problems }) => {
    await page.goto('/stardust')
    await page.waitForLoadState('networkidle')
    // Nothing of RainbowKit in the page, nothing asked of the internet.
    await expect(page.locator('[data-rk]')).toHaveCount(0)
    expect(problems.external).toEqual([])
    expect(problems.errors).toEqual([])

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    // RainbowKit's connect modal opens straight away: the click was not lost while loading.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('[data-rk]').first()).toBeAttached()
    expect(problems.errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
  })

  test('behavior: a returning visitor with a saved connection gets it at once', async ({ page, problems }) => {
    await page.addInitScript(() => window.localStorage.setItem('wagmi.recentConnectorId', JSON.stringify('injected')))
    await page.goto('/stardust')
    // The wallet code is large: give it time to arrive on a busy machine.
    await expect(page.locator('[data-rk]').first()).toBeAttached({ timeout: 20_000 })
    // No wallet answers, so the page settles on Connect Wallet without a click, and no account line.
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
    await expect(page.getByTestId('account-line')).toHaveCount(0)
    expect(problems.errors.filter((error) => error.startsWith('pageerror'))).toEqual([])
  })
})
