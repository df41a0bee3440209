// Right to left, checked (docs/architecture.md, Languages): the Arabic pages at 390 px scroll neither way
// sideways, keep every control inside the screen on both edges, and pass axe.
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { ar } from '../../src/i18n/messages/ar'
import { expect, test } from '../fixtures'
import { hydrated } from '../hydrated'

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

const ROUTES = ['/ar', '/ar/stake', '/ar/purchase', '/ar/stardust', '/ar/claim', '/ar/claim-mantle', '/ar/game-test', '/ar/privacy-policy']

async function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    // Right to left, a page that overflows scrolls towards negative x.
    window.scrollTo(-width, 0)
    const left = window.scrollX
    window.scrollTo(width, 0)
    const right = window.scrollX
    window.scrollTo(0, 0)
    const outside = [...document.querySelectorAll<HTMLElement>('a, button, select, h1, input, [data-wallet-slot]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.right > width + 0.5 || box.left < -0.5
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`)
    return { scrollWidth: root.scrollWidth, width, left, right, outside }
  })
}

// axe is added to the page as a script of the test's own: past the policy's Trusted Types, as a browser
// extension would be (e2e/csp holds the policy's own tests, on /ar too).
test.use({ bypassCSP: true })

for (const path of ROUTES) {
  test(`behavior: ${path} is right to left, fits 390 px on both edges and passes axe`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await hydrated(page)
    expect(await sideways(page)).toEqual({ scrollWidth: 390, width: 390, left: 0, right: 0, outside: [] })
    await page.addScriptTag({ path: axeSource })
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe.run(document)
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)
    })
    expect(violations).toEqual([])
  })
}

test('behavior: the phone menu lists the language switcher, in Arabic', async ({ page }) => {
  await page.goto('/ar/stake')
  await hydrated(page)
  await page.getByRole('button', { name: ar.shell.openMenu }).click()
  const menu = page.getByRole('dialog', { name: ar.shell.menu })
  await expect(menu.getByTestId('locale-switcher')).toHaveValue('ar')
  await expect(menu.getByRole('link', { name: ar.routes.stake.title })).toBeVisible()
})
