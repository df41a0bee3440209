// Debian's Chromium as the run-command suite and the first-page bench drive it, and a newcomer's first
// 'Connect Wallet': the time from the click until the wallet list shows (the Development Wallet in it).
import { chromium } from '@playwright/test'

/** @returns {Promise<import('@playwright/test').Browser>} */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    // No page reaches the internet: every host but this machine fails to resolve.
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
  })
}

const hydrated = () => (window.__stardustAnalytics?.length ?? 0) > 0

/**
 * Opens `/` at 1280 px, waits until React hydrated it, clicks 'Connect Wallet' and waits for the wallet list.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {number} timeoutMs
 * @returns {Promise<{ ms: number, pageErrors: string[] }>} ms from the click to the list
 */
export async function firstConnect(browser, origin, timeoutMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const pageErrors = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  try {
    await page.goto(`${origin}/`, { timeout: timeoutMs })
    await page.waitForFunction(hydrated, undefined, { timeout: timeoutMs })
    const clicked = Date.now()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click({ timeout: timeoutMs })
    await page.getByRole('dialog').getByText('Development Wallet').waitFor({ timeout: timeoutMs })
    return { ms: Date.now() - clicked, pageErrors }
  } finally {
    await context.close()
  }
}
