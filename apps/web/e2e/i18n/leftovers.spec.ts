// Every route in every language, in Chromium: no English left on the page (a visible text that is an English
// catalog text the language words otherwise; names, addresses and numbers are the same in both and never count),
// no key that did not resolve, and the title and description in the language. Text marked lang="en" (the legal
// pages' binding English, announced in the page's language) is English on purpose.
import type { Page } from '@playwright/test'
import { CATALOGS } from '../../src/i18n/messages/catalogs'
import { findLeftovers, findMissing } from '../../src/i18n/leftovers'
import { LOCALES } from '../../src/i18n/locales'
import { localePath } from '../../src/i18n/paths'
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'
import { E2E_ROUTES } from '../routes'

/** Every text node of the page (hidden ones too: a closed menu opens), accessible names, the title and the description. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '']
    const skip = 'script, style, noscript, template, [lang="en"]'
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || node.parentElement.closest(skip)) continue
      out.push(node.textContent ?? '')
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest(skip)) continue
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) out.push(element.getAttribute(name) ?? '')
    }
    return out.map((text) => text.trim()).filter(Boolean)
  })
}

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`behavior: every page in ${locale} has no English left and no missing key`, async ({ page }) => {
    const catalog = CATALOGS[locale]
    const found = []
    for (const { path } of E2E_ROUTES) {
      await page.goto(localePath(locale, path))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await hydrated(page)
      const texts = await pageTexts(page)
      const leftovers = findLeftovers(texts, catalog)
      const missing = findMissing(texts)
      if (leftovers.length > 0 || missing.length > 0) found.push({ path, leftovers, missing })
    }
    // Every page's findings at once, not only the first page's.
    expect(found).toEqual([])
  })
}
