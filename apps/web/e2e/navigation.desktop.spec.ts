import { expect, test } from './fixtures'
import { hydrated } from './hydrated'

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

test('behavior: a page view asks the server for no other route until the visitor points at a link, then for that one', async ({ page }) => {
  // Next's router prefetches with these headers (a server render of the route each time).
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname)
  })
  await page.goto('/stardust')
  await hydrated(page)
  const stake = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stake' })
  await stake.hover()
  await expect.poll(() => prefetched, { message: 'pointing at Stake prefetches it' }).toContain('/stake')
  // The header, rail and footer link six routes; a viewport prefetch would have asked for each of them.
  // (One prefetch may take more than one request: the route's tree, then its segments.)
  expect(new Set(prefetched)).toEqual(new Set(['/stake']))
  await stake.click()
  await expect(page).toHaveURL(/\/stake$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
})
