import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

// Motion on: the toast's progress bar is a CSS animation.
test.use({ reducedMotion: 'no-preference' })

const BANNER = 'Please Connect Your Wallet First'
const START = Date.parse('2026-01-01T00:00:00Z')

test('behavior: /stake warns a visitor with no wallet and no token 1 s after load, once per visit', async ({ page }) => {
  // Time stands still until the test moves it: with a running clock the 1 s timer could fire
  // before the 999 ms check and the toast could close (5 s) before the next one.
  await page.clock.install({ time: START })
  await page.clock.pauseAt(START + 10_000) // ahead of the time that passes while the call travels
  await page.goto('/stake')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
  await page.clock.runFor(999)
  await expect(page.getByText(BANNER)).toHaveCount(0)
  await page.clock.runFor(1)

  const toast = page.locator('.Toastify__toast').filter({ hasText: BANNER })
  await expect(toast).toBeVisible()
  // react-toastify's container: top-left, dark; the toast runs for 5000 ms.
  await expect(page.locator('.Toastify__toast-container')).toHaveClass(/Toastify__toast-container--top-left/)
  await expect(toast).toHaveClass(/Toastify__toast-theme--dark/)
  await expect(toast.locator('.Toastify__progress-bar')).toHaveCSS('animation-duration', '5s')

  // It closes itself: its progress bar is a CSS animation (real time, not the page clock) and its
  // exit runs on timers and animation frames, which the resumed clock lets through. Clicking it
  // instead raced the toast: still sliding in (not stable), then gone by itself on a loaded machine.
  await page.clock.resume()
  await expect(toast).toHaveCount(0, { timeout: 15_000 })

  // Once per visit: /purchase, reached by client-side navigation, stays quiet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Purchase' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible()
  await hydrated(page, 2)
  await page.clock.runFor(2000)
  await expect(page.getByText(BANNER)).toHaveCount(0)
})

test('behavior: /purchase warns too, in a new visit', async ({ page }) => {
  await page.clock.install()
  await page.goto('/purchase')
  await hydrated(page)
  await page.clock.runFor(1000)
  await expect(page.locator('.Toastify__toast').filter({ hasText: BANNER })).toBeVisible()
})

test('behavior: no warning for a visitor who holds a token', async ({ page }) => {
  await page.clock.install()
  await page.addInitScript(() => {
    window.localStorage.setItem('wallet-auth:accounts', JSON.stringify([{ address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', token: 'header.payload.signature' }]))
  })
  await page.goto('/stake')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
  await page.clock.runFor(2000)
  await expect(page.getByText(BANNER)).toHaveCount(0)
})

test('behavior: no warning on pages other than /stake and /purchase', async ({ page }) => {
  await page.clock.install()
  await page.goto('/stardust')
  await hydrated(page)
  await page.clock.runFor(2000)
  await expect(page.getByText(BANNER)).toHaveCount(0)
})
