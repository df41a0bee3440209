// What a visitor reads on a page, for the English-leftover checks (e2e/i18n/leftovers*.spec.ts, the journey).
import type { Page } from '@playwright/test'
import { findLeftovers, findMissing, type Leftover } from '../../src/i18n/leftovers'
import type { Messages } from '../../src/i18n/messages/types'

/** Every text node of the page (hidden ones too: a closed menu opens), accessible names, the title and the description. */
export function pageTexts(page: Page): Promise<string[]> {
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

export type PageFindings = { path: string; leftovers: Leftover[]; missing: string[] }

/** The page's English leftovers and unresolved keys for `catalog`; undefined when it has none. */
export async function findingsOn(page: Page, catalog: Messages): Promise<PageFindings | undefined> {
  const texts = await pageTexts(page)
  const leftovers = findLeftovers(texts, catalog)
  const missing = findMissing(texts)
  if (leftovers.length === 0 && missing.length === 0) return undefined
  return { path: new URL(page.url()).pathname, leftovers, missing }
}
