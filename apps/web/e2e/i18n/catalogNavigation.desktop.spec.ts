// Client-side navigation across the catalog's providers (src/i18n/CatalogSections.tsx): a page's browser code gets
// only the catalog sections its layouts and page send, so the sections a page needs must come with the router's
// fetch of that page, not only with a full load. Reading a section that was not sent throws, and the suite's
// fixture fails on any page error.
import { ar } from '../../src/i18n/messages/ar'
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'

test('behavior: in Arabic, from the home page through the feature pages and back, client-side, each page words itself', async ({ page }) => {
  await page.goto('/ar')
  await hydrated(page)
  // Kept only while the document is the same one: every step below is the router's, not a new page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

  await page.getByRole('main').getByRole('link', { name: ar.routes.stake.title }).click()
  await expect(page).toHaveURL(/\/ar\/stake$/)
  await expect(page.getByRole('heading', { level: 1, name: ar.routes.stake.title })).toBeVisible()
  await expect(page.getByTestId('stake-panel')).toContainText(ar.stake.connect)

  const nav = page.getByRole('navigation', { name: ar.shell.mainNavigation })
  await nav.getByRole('link', { name: ar.routes.purchase.title }).click()
  await expect(page).toHaveURL(/\/ar\/purchase$/)
  await expect(page.getByTestId('purchase-panel')).toContainText(ar.purchase.connect)

  await nav.getByRole('link', { name: ar.routes.stardust.title }).click()
  await expect(page).toHaveURL(/\/ar\/stardust$/)
  await expect(page.getByRole('heading', { level: 1, name: ar.routes.stardust.title })).toBeVisible()

  await page.goBack()
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.getByRole('button', { name: ar.site.connectWallet })).toBeVisible()
  expect(await sameDocument(), 'every step stayed in the first document').toBe(true)
})
