import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page: the page view of the current route is logged by an
 * effect that runs after the page's own effects. Server HTML is visible before that, so tests
 * that drive a fake clock must wait here, or the page's timers start after the clock moved.
 */
export async function hydrated(page: Page, pageViews = 1): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __stardustAnalytics?: unknown[] }).__stardustAnalytics?.length ?? 0))
    .toBeGreaterThanOrEqual(pageViews)
}
