import type { Page } from '@playwright/test'

/**
 * What reads wrong on a right-to-left page, as drawn (not as written in the DOM):
 * - `reversed`: an amount and its unit on one line with the unit drawn left of the number ("STAR 12.5"), which an
 *   amount not isolated left to right inside Arabic text becomes;
 * - `slanted`: Arabic text in italic or oblique (Arabic script has no italic: the browser only slants it);
 * - `outside`: a visible control, heading or figure whose box leaves the screen sideways, and the page's own sideways
 *   scroll (`overflow`).
 * Text inside RainbowKit's modal dialogs is its own; the header's wallet button is checked.
 */
export type ReadingFindings = { reversed: string[]; slanted: string[]; outside: string[]; overflow: number }

export function readingFindings(page: Page): Promise<ReadingFindings> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const skip = (element: Element | null) => !element || element.closest('[data-rk] [role="dialog"], script, style, noscript, svg') !== null
    const visible = (element: Element) => element instanceof HTMLElement && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })

    // Every visible text node, concatenated, so that "1,500" and " STAR" in two nodes are read as one amount.
    const nodes: { node: Text; start: number }[] = []
    let text = ''
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement
      if (skip(parent) || !parent || !visible(parent)) continue
      nodes.push({ node, start: text.length })
      text += node.data
    }
    const at = (offset: number) => {
      let found = nodes[0]!
      for (const entry of nodes) if (entry.start <= offset) found = entry
      return { node: found.node, offset: offset - found.start }
    }
    const box = (start: number, end: number) => {
      const [from, to] = [at(start), at(end - 1)]
      if (from.node !== to.node) return null
      const range = document.createRange()
      range.setStart(from.node, from.offset)
      range.setEnd(to.node, to.offset + 1)
      const rects = [...range.getClientRects()]
      return rects.length === 1 ? rects[0]! : null
    }
    const reversed: string[] = []
    for (const match of text.matchAll(/(\d[\d,.]*)[ \u00a0\u2069\u2066]{1,3}(STAR|ETH|MNT)(?![A-Za-z])/dg)) {
      const [numberAt, unitAt] = [match.indices![1]!, match.indices![2]!]
      const [number, unit] = [box(numberAt[0], numberAt[1]), box(unitAt[0], unitAt[1])]
      if (!number || !unit || Math.abs(number.top - unit.top) > 2) continue // on two lines: nothing to compare
      if (unit.left < number.left) reversed.push(`${match[0]} in "${at(numberAt[0]).node.parentElement?.textContent?.trim().slice(0, 60)}"`)
    }

    const slanted = [...new Set(nodes.filter(({ node }) => /[\u0600-\u06ff]/.test(node.data)).map(({ node }) => node.parentElement!))]
      .filter((element) => getComputedStyle(element).fontStyle !== 'normal')
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 40)}"`)

    const outside = [...document.querySelectorAll<HTMLElement>('a, button, input, select, h1, h2, dd, [data-testid]')]
      .filter((element) => !skip(element) && visible(element))
      .filter((element) => {
        const b = element.getBoundingClientRect()
        return b.width > 0 && (b.right > width + 0.5 || b.left < -0.5)
      })
      .map((element) => `${element.tagName.toLowerCase()}[${element.dataset.testid ?? element.className}]`)

    return { reversed, slanted, outside, overflow: root.scrollWidth - width }
  })
}

export const READS_WELL: ReadingFindings = { reversed: [], slanted: [], outside: [], overflow: 0 }
