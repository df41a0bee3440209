// Every route in Arabic, with English beside it to tell a defect from a design choice, at 390 px and 1280 px: not
// connected, the phone menu open, the language switcher focused, the 404, and pages reached by the header's links
// (client-side navigation, which loads each page's catalog sections). On each, every amount reads number then unit,
// no Arabic is slanted and nothing leaves the screen sideways (rtlReading.ts); the pictures are kept
// (test-results/screenshots/rtl/) to be looked at, not compared.
import type { Page } from '@playwright/test'
import { ar } from '../../src/i18n/messages/ar'
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'
import { E2E_ROUTES } from '../routes'
import { READS_WELL, readingFindings } from './rtlReading'

const DIR = 'test-results/screenshots/rtl'

async function settled(page: Page) {
  await hydrated(page)
  await page.waitForLoadState('networkidle')
}

async function readsWell(page: Page) {
  expect({ url: page.url(), ...(await readingFindings(page)) }).toEqual({ url: page.url(), ...READS_WELL })
}

for (const prefix of ['/ar', '/en']) {
  test(`behavior: every route at ${prefix}, not connected, reads well (pictures kept)`, async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const project = testInfo.project.name
    for (const { path } of E2E_ROUTES) {
      await page.goto(`${prefix}${path === '/' ? '' : path}`)
      await settled(page)
      const name = path === '/' ? 'home' : path.slice(1)
      await readsWell(page)
      await page.screenshot({ path: `${DIR}/${prefix.slice(1)}-${name}-${project}.png`, fullPage: true })
    }
  })
}

test('behavior: the phone menu, the switcher and pages reached by the header read well (pictures kept)', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name
  const shot = async (name: string, fullPage = false) => {
    await readsWell(page)
    await page.screenshot({ path: `${DIR}/ar-${name}-${project}.png`, fullPage })
  }

  await page.goto('/ar/privacy-policy')
  await settled(page)
  await expect(page.getByTestId('legal-in-english')).toHaveText(ar.site.legalInEnglish)
  await shot('privacy-policy-top')
  const switcher = page.getByTestId('locale-switcher').first()
  if (project === 'phone') {
    await page.getByRole('button', { name: ar.shell.openMenu }).click()
    const menu = page.getByRole('dialog', { name: ar.shell.menu })
    await expect(menu).toBeVisible()
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    await shot('menu-open')
    await menu.getByTestId('locale-switcher').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    await shot('menu-switcher-focused')
    await menu.getByRole('link', { name: ar.routes.stake.title }).click()
  } else {
    await switcher.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await shot('switcher-focused')
    await page.locator('header.sd-header').getByRole('link', { name: ar.routes.stake.title }).click()
  }
  await expect(page).toHaveURL(/\/ar\/stake$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.routes.stake.title)
  await page.waitForLoadState('networkidle')
  await shot('stake-by-link', true)
  if (project === 'desktop') {
    for (const route of ['purchase', 'stardust', 'terms-of-use'] as const) {
      const title = route === 'terms-of-use' ? ar.routes.terms.title : ar.routes[route].title
      const link = page.getByRole('link', { name: title }).first()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/ar/${route}$`))
      await page.waitForLoadState('networkidle')
      await shot(`${route}-by-link`, true)
    }
  }
})

test.describe('the 404', () => {
  // The page's own 404 status is logged by the browser as a failed load.
  test.use({ allowConsoleErrors: true })
  test('behavior: the Arabic 404 reads well (picture kept)', async ({ page }, testInfo) => {
    expect((await page.goto('/ar/no-such-page'))?.status()).toBe(404)
    await readsWell(page)
    await page.screenshot({ path: `${DIR}/ar-404-${testInfo.project.name}.png`, fullPage: true })
  })
})
