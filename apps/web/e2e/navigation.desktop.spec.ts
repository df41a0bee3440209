import { expect, test } from './fixtures'

test('behavior: the inline navigation lists Stardust, Stake, Purchase and Game', async ({ page }) => {
  await page.goto('/stardust')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText(['Stardust', 'Stake', 'Purchase', /^Game/])
  await expect(nav.getByRole('link', { name: 'Stardust' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
})

test('behavior: Game opens in a new tab with noopener', async ({ page, context }) => {
  await page.goto('/stardust')
  const game = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Game/ })
  await expect(game).toHaveAttribute('target', '_blank')
  await expect(game).toHaveAttribute('rel', /\bnoopener\b/)
  const [tab] = await Promise.all([context.waitForEvent('page'), game.click()])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/game-test')
  await expect(tab.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible()
  // noopener: the game tab cannot reach back into the site's window.
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  // The first tab stayed where it was.
  expect(new URL(page.url()).pathname).toBe('/stardust')
})
