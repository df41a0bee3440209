// Languages (docs/architecture.md, Languages): prefixed routes, the first visit's Accept-Language, the
// switcher's remembered choice, right to left in Arabic. The texts are the catalogs' own.
import { ar } from '../../src/i18n/messages/ar'
import { de } from '../../src/i18n/messages/de'
import { es419 } from '../../src/i18n/messages/es-419'
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'

test('default: /es/stake is the stake page in Spanish, English at its own path', async ({ page }) => {
  await page.goto('/es/stake')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
  await expect(page.getByRole('heading', { level: 1, name: es419.routes.stake.title })).toBeVisible()
  await expect(page.getByText(es419.routes.stake.description)).toBeVisible()
  await expect(page).toHaveTitle(`${es419.routes.stake.title} · Stardust`)
  await page.goto('/stake')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
})

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } })

  test('behavior: its first visit to / lands on the German home page', async ({ page }) => {
    const response = await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/de')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByText(de.site.tagline)).toBeVisible()
  })

  test('behavior: the switcher changes the language and the choice is remembered over Accept-Language', async ({ page }) => {
    await page.goto('/de/stake')
    await hydrated(page)
    // On a phone the switcher is in the menu.
    const menuButton = page.getByRole('button', { name: de.shell.openMenu })
    if (await menuButton.isVisible()) await menuButton.click()
    await page.locator('[data-testid="locale-switcher"]:visible').first().selectOption('en')
    await expect(page).toHaveURL(/\/stake$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Stake' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en')
    // A new page view of / now stays English, although the browser still prefers German.
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test('behavior: /ar/claim is right to left, in Arabic; /en/... is English with its canonical address unprefixed', async ({ page }) => {
  await page.goto('/ar/claim')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: ar.routes.claim.title })).toBeVisible()
  await page.goto('/en/stake')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/stake$/)
})

test('behavior: pages name their other languages (hreflang) and the sitemap lists every language', async ({ page, request }) => {
  await page.goto('/es/stake')
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar\/stake$/)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/stake$/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/stake<', '/es/stake<', '/ar/claim<', '/zh-tw/purchase<']) expect(sitemap).toContain(path)
})

test.describe('not found', () => {
  // Chromium logs the document's own 404 as a console error; that one line is expected.
  test.use({ allowConsoleErrors: true })

  test('behavior: an unknown address inside a language is that language\'s 404', async ({ page }) => {
    const response = await page.goto('/de/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: de.notFound.title })).toBeVisible()
  })
})
