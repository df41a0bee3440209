// Right to left, signed in: the Arabic claim, stake and purchase pages with a connected, signed-in wallet (its
// address, balances and forms) and the Arabic 404 scroll no way sideways at 390 px and 1280 px. The pictures are
// kept (test-results/screenshots/) to be looked at.
import type { Page } from '@playwright/test'
import { ar } from '../../src/i18n/messages/ar'
import { expect, test } from '../onchain/chainFixtures'
import { CONNECT_AND_SIGN_IN_TIMEOUT_MS } from '../wallet/constants'
import { connectAndSignIn } from '../wallet/fixtures'

/** How far the page scrolls sideways, and the controls and headings that stick out of the screen. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const outside = [...document.querySelectorAll<HTMLElement>('a, button, input, h1, h2, dd, [data-testid]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[data-rk] [role="dialog"]'))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.right > width + 0.5 || box.left < -0.5
      })
      .map((element) => `${element.tagName.toLowerCase()}[${element.dataset.testid ?? element.className}]`)
    return { overflow: root.scrollWidth - width, outside }
  })
}

const PAGES = [
  { path: '/ar/claim-mantle', testId: 'claim-state', state: 'not-eligible' },
  { path: '/ar/stake', testId: 'stake-panel', state: 'ready' },
  { path: '/ar/purchase', testId: 'purchase-panel', state: 'ready' },
]

test('behavior: signed in, the Arabic claim, stake and purchase pages fit the screen', async ({ page, walletFor, fundedKey }, testInfo) => {
  test.setTimeout(120_000)
  const wallet = await walletFor(fundedKey)
  let signedIn = false
  for (const { path, testId, state } of PAGES) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    if (!signedIn) await connectAndSignIn(page, wallet, ar.site.connectWallet)
    signedIn = true
    await expect(page.getByTestId(testId)).toHaveAttribute('data-state', state, { timeout: CONNECT_AND_SIGN_IN_TIMEOUT_MS })
    await page.waitForLoadState('networkidle')
    const name = path.slice(1).replace(/\//g, '-')
    await page.screenshot({ path: `test-results/screenshots/${name}-signed-in-${testInfo.project.name}.png`, fullPage: true })
    expect({ path, ...(await sideways(page)) }).toEqual({ path, overflow: 0, outside: [] })
  }
})

test('behavior: the Arabic 404 is in Arabic and fits the screen', async ({ page }, testInfo) => {
  const response = await page.goto('/ar/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.notFound.title)
  await page.screenshot({ path: `test-results/screenshots/ar-404-${testInfo.project.name}.png`, fullPage: true })
  expect(await sideways(page)).toEqual({ overflow: 0, outside: [] })
})
