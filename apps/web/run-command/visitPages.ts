import type { Browser, BrowserContext, Page } from '@playwright/test'
import { SHARED_NAV } from '../e2e/routes'
import { VISITED_ROUTES, type VisitedRoute } from './visitedRoutes'

// Every page of the site in Debian's Chromium at 1280 px and at 390 px, as a newcomer opens them on the
// run command: what it shows is whole (the header's controls are there and the page hydrated) and nothing
// went wrong on the way (no page error, no console error, no Next error badge).

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, locale: 'en-US' },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' },
} as const
export type ViewportName = keyof typeof VIEWPORTS

/** Records what went wrong in `page`: uncaught errors and console errors. */
export function watch(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  return problems
}

/** Waits for `check` to hold, polling until `deadline`; says `what` was missing if it never does. */
async function until(what: string, check: () => Promise<boolean>, deadline: number): Promise<string | undefined> {
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return undefined
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return `missing: ${what}`
}

/** One first visit of `route` at `viewport`: the problems found, empty when the page is whole. */
export async function visit(context: BrowserContext, origin: string, route: VisitedRoute, viewport: ViewportName, timeoutMs: number): Promise<string[]> {
  const page = await context.newPage()
  const problems = watch(page)
  try {
    // One deadline for the whole visit: a broken page is reported once it passed, not once per missing part.
    const deadline = Date.now() + timeoutMs
    const response = await page.goto(origin + route.path, { timeout: timeoutMs })
    if (response?.status() !== 200) return [...problems, `status ${response?.status()}`].map((problem) => `${route.path} at ${viewport}: ${problem}`)
    const missing = [
      // The page view is logged by an effect that runs after the page's own: React hydrated the page.
      await until('hydration', () => page.evaluate(() => ((window as { __stardustAnalytics?: unknown[] }).__stardustAnalytics?.length ?? 0) > 0), deadline),
      await until('the page heading', () => page.getByRole('heading', { level: 1, name: route.heading }).isVisible(), deadline),
      await until(route.connect, () => page.getByRole('button', { name: route.connect }).first().isVisible(), deadline),
      ...(route.sharedNav
        ? viewport === 'desktop'
          ? [await until('the navigation links', async () => (await page.locator(`${SHARED_NAV} nav`).getByRole('link').count()) > 0 && (await page.locator(`${SHARED_NAV} nav`).isVisible()), deadline)]
          : [await until('the menu button', () => page.getByRole('button', { name: route.openMenu }).isVisible(), deadline)]
        : []),
    ]
    problems.push(...missing.filter((line): line is string => line !== undefined))
    // Next's development indicator shows "N Issues" when the page logged errors or failed to compile.
    if ((await page.locator('[data-issues]').count()) > 0) problems.push(`Next's error badge: ${await page.locator('[data-issues]').first().innerText()}`)
  } catch (error) {
    problems.push(`visit failed: ${(error as Error).message.split('\n')[0]}`)
  } finally {
    await page.close()
  }
  return problems.map((problem) => `${route.path} at ${viewport}: ${problem}`)
}

/** Every route, at both viewports side by side (two visitors at once, as a developer with two windows). */
export async function visitEveryPage(browser: Browser, origin: string, timeoutMs: number): Promise<string[]> {
  const contexts = await Promise.all(Object.values(VIEWPORTS).map((options) => browser.newContext(options)))
  try {
    const problems: string[] = []
    for (const route of VISITED_ROUTES) {
      const found = await Promise.all((Object.keys(VIEWPORTS) as ViewportName[]).map((name, index) => visit(contexts[index]!, origin, route, name, timeoutMs)))
      problems.push(...found.flat())
    }
    return problems
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
  }
}
