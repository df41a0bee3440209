import { expect, test } from './fixtures'

test('behavior: dark by default, the toggle switches to light, kept across reload with no flash', async ({ page }) => {
  // Record the theme at the moment <body> first exists, i.e. before anything can be painted.
  await page.addInitScript(() => {
    const record = () => {
      const w = window as unknown as { __themeAtBody?: string }
      w.__themeAtBody = document.documentElement.dataset.theme ?? 'none'
    }
    const observer = new MutationObserver(() => {
      if (document.body) {
        record()
        observer.disconnect()
      }
    })
    observer.observe(document, { childList: true, subtree: true })
  })

  await page.goto('/stardust')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  // The suite's browser asks for less transparency (playwright.config.ts): the header is solid, unblurred.
  await expect(page.locator('header.sd-header')).toHaveCSS('backdrop-filter', 'none')
  await expect(page.locator('header.sd-header')).toHaveCSS('background-color', 'rgb(20, 17, 40)')
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click()
  await expect(html).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light')

  await page.reload()
  expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('light')
  await expect(html).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', { name: 'Switch to dark theme' }).first()).toBeVisible()
  // Light colours really apply (not only the attribute).
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 245, 255)')

  // The choice holds on other routes, including those with their own layout, and the
  // homepage's own switch writes the same key.
  await page.goto('/')
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark')
  await page.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible()
})
