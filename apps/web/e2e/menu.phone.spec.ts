import { expect, test } from './fixtures'

// Motion on: smooth scrolling (Lenis) runs only without a reduced-motion preference.
test.use({ reducedMotion: 'no-preference' })

test('behavior: the phone menu lists the pages except Purchase and Game, and locks scrolling', async ({ page }) => {
  await page.goto('/privacy-policy')
  // The inline navigation is hidden on a phone; the hamburger opens the full-screen menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  // Lenis has started (smooth scrolling) before we check that the menu pauses it.
  await expect(page.locator('html')).toHaveClass(/\blenis\b/)
  await page.getByRole('button', { name: 'Open menu' }).click()

  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  const links = menu.getByRole('navigation').getByRole('link')
  await expect(links).toHaveText(['Stardust', 'Stake'])

  // Scrolling is locked and smooth scrolling paused while the menu is open.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  await expect(page.locator('html')).toHaveClass(/lenis-stopped/)
  const before = await page.evaluate(() => window.scrollY)
  await page.mouse.wheel(0, 1200)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await page.evaluate(() => window.scrollY)).toBe(before)

  // Choosing a page closes the menu, navigates and unlocks scrolling.
  await links.filter({ hasText: 'Stake' }).click()
  await expect(page).toHaveURL(/\/stake$/)
  await expect(menu).toBeHidden()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  await expect(page.locator('html')).not.toHaveClass(/lenis-stopped/)
})

test('behavior: Escape and the close button close the phone menu', async ({ page }) => {
  await page.goto('/stardust')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
})
