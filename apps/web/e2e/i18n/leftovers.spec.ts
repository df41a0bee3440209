// Every route in every language, in Chromium: no English left on the page (a visible text that is an English
// catalog text the language words otherwise; names, addresses and numbers are the same in both and never count),
// no key that did not resolve, and the title and description in the language. Text marked lang="en" (the legal
// pages' binding English, announced in the page's language) is English on purpose.
import { CATALOGS } from '../../src/i18n/messages/catalogs'
import { LOCALES } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/paths'
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'
import { E2E_ROUTES } from '../routes'
import { findingsOn } from './pageTexts'

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`behavior: every page in ${locale} has no English left and no missing key`, async ({ page }) => {
    const catalog = CATALOGS[locale]
    const found = []
    for (const { path } of E2E_ROUTES) {
      await page.goto(localePath(locale, path))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await hydrated(page)
      const findings = await findingsOn(page, catalog)
      if (findings) found.push(findings)
    }
    // Every page's findings at once, not only the first page's.
    expect(found).toEqual([])
  })
}
