import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { E2E_ROUTES } from './routes'

// Motion on: the side scroll is checked with its animations.
test.use({ reducedMotion: 'no-preference' })

// Phones and a tablet in portrait: no page may scroll sideways, and nothing one can read or
// press (the bars above all) may stand past the right edge, cut off by a hidden overflow.
const WIDTHS = [320, 390, 768] as const

async function settle(page: Page): Promise<void> {
  await hydrated(page)
  // The homepage intro and the bars' fade-ins move boxes; measure where they come to rest.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    window.scrollTo(width, 0)
    const scrolledBy = window.scrollX
    window.scrollTo(0, 0)
    const past = [...document.querySelectorAll<HTMLElement>('a, button, h1, input, [data-wallet-slot]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 30)}"`)
    return { scrollWidth: root.scrollWidth, width, scrolledBy, past }
  })
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } })

    for (const route of E2E_ROUTES) {
      test(`behavior: ${route.path} does not scroll sideways and its bar fits`, async ({ page }) => {
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
        await settle(page)
        expect(await measure(page)).toEqual({ scrollWidth: width, width, scrolledBy: 0, past: [] })
      })
    }

    test.describe('not found', () => {
      // Chromium logs the document's own 404 as a console error; that one line is expected.
      test.use({ allowConsoleErrors: true })

      test('behavior: the 404 page does not scroll sideways and its bar fits', async ({ page }) => {
        await page.goto('/no-such-page')
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
        await settle(page)
        expect(await measure(page)).toEqual({ scrollWidth: width, width, scrolledBy: 0, past: [] })
      })
    })
  })
}
