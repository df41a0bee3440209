// @vitest-environment node
// The shell in a real Chromium: what jsdom cannot show (CSS media queries before hydration,
// first paint of the stored theme, colour contrast, layout of the toast).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startShellServer } from '../../test/browser/server.js'
import type { ShellServer } from '../../test/browser/server.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

let browser: Browser
let server: ShellServer

beforeAll(async () => {
  ;[browser, server] = await Promise.all([
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    }),
    startShellServer(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

async function open(width: number, query = '', options: { javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  })
  const page = await context.newPage()
  await page.goto(`${server.url}/${query}`)
  return page
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe
    const result = await axe.run(document)
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

describe('shell in Chromium', () => {
  test('behavior: before any JavaScript, CSS shows the hamburger below 768 px and the inline nav from 768 px', async () => {
    const phone = await open(767, '', { javaScriptEnabled: false })
    expect(await phone.locator('button[aria-label="Open menu"]').isVisible()).toBe(true)
    expect(await phone.locator('nav[aria-label="Main"]').isVisible()).toBe(false)
    expect(await phone.locator('.sd-rail').isVisible()).toBe(false)
    await phone.context().close()

    const tablet = await open(768, '', { javaScriptEnabled: false })
    expect(await tablet.locator('button[aria-label="Open menu"]').isVisible()).toBe(false)
    expect(await tablet.locator('nav[aria-label="Main"]').isVisible()).toBe(true)
    expect(await tablet.locator('.sd-rail').isVisible()).toBe(true)
    await tablet.context().close()
  })

  test('behavior: a stored light theme is on <html> before React runs (no flash)', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } })
    await context.addInitScript(() => window.localStorage.setItem('theme', 'light'))
    const page = await context.newPage()
    await page.goto(server.url)
    const firstPaint = await page.evaluate(() => {
      const w = window as unknown as { __firstPaintTheme: string; __firstPaintBg: string }
      return { theme: w.__firstPaintTheme, bg: w.__firstPaintBg }
    })
    expect(firstPaint).toEqual({ theme: 'light', bg: '#fbfaff' })
    await expect.poll(() => page.getByRole('button', { name: 'Switch to dark theme' }).count()).toBe(1)
    await context.close()
  })

  test('behavior: the nav fades in, and is visible at once with reduced motion', async () => {
    const navOpacity = (page: Page) => page.locator('nav[aria-label="Main"]').evaluate((el) => getComputedStyle(el).opacity)
    // server HTML: the fade's start (opacity 0) ...
    const before = await open(1024, '', { javaScriptEnabled: false })
    expect(await navOpacity(before)).toBe('0')
    await before.context().close()
    // ... which the reduced-motion CSS overrides before any script runs
    const calm = await open(1024, '', { reducedMotion: 'reduce', javaScriptEnabled: false })
    expect(await navOpacity(calm)).toBe('1')
    await calm.context().close()
    // hydrated: the fade ends fully visible
    const page = await open(1024)
    await expect.poll(() => navOpacity(page), { timeout: 5000 }).toBe('1')
    await page.context().close()
  })

  test('behavior: the header blurs the page behind it, and is solid with nothing blurred for a visitor who asks for less transparency', async () => {
    const header = (page: Page) =>
      page.locator('header').evaluate((el) => ({ blur: getComputedStyle(el).backdropFilter, background: getComputedStyle(el).backgroundColor }))
    const usual = await open(1024, '', { javaScriptEnabled: false })
    expect(await header(usual)).toEqual({ blur: 'blur(8px)', background: 'rgba(20, 17, 40, 0.86)' })
    await usual.context().close()
    // Playwright has no option for this preference: Chromium's own emulation, before the page loads.
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 }, javaScriptEnabled: false })
    const solid = await context.newPage()
    const devtools = await context.newCDPSession(solid)
    await devtools.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-transparency', value: 'reduce' }] })
    await solid.goto(server.url)
    expect(await header(solid)).toEqual({ blur: 'none', background: 'rgb(20, 17, 40)' })
    await solid.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'))
    expect(await header(solid)).toEqual({ blur: 'none', background: 'rgb(255, 255, 255)' })
    await context.close()
  })

  test('behavior: the toast sits at the right edge below the header', async () => {
    const page = await open(1024, '?toast=Copied')
    const toast = page.locator('.sd-toast')
    // the slide has ended when motion leaves no transform behind
    await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).transform), { timeout: 5000 }).toBe('none')
    const box = (await toast.boundingBox())!
    const header = (await page.locator('header').boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(1024 - (box.x + box.width)).toBeLessThanOrEqual(24)
    await page.context().close()
  })

  test('behavior: the open menu covers the screen and the page behind does not scroll', async () => {
    const page = await open(390)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect.poll(async () => (await dialog.boundingBox())?.y ?? -1, { timeout: 5000 }).toBe(0)
    expect((await dialog.boundingBox())!.height).toBe(800)
    await page.mouse.wheel(0, 600)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count(), { timeout: 5000 }).toBe(0)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.context().close()
  })

  for (const [name, width, theme] of [
    ['desktop, dark', 1280, 'dark'],
    ['desktop, light', 1280, 'light'],
    ['phone, light, menu open', 390, 'light'],
  ] as const) {
    test(`accessibility: no axe violations (colour contrast included): ${name}`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } })
      await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme)
      const page = await context.newPage()
      await page.goto(`${server.url}/?toast=Copied`)
      await expect.poll(() => page.locator('.sd-toast').count(), { timeout: 5000 }).toBe(1)
      // axe measures contrast on what is painted: wait until fades and slides have ended
      const settled = (selector: string) =>
        page.locator(selector).evaluate((el) => {
          const style = getComputedStyle(el)
          return style.opacity === '1' && style.transform === 'none'
        })
      await expect.poll(() => settled('.sd-toast'), { timeout: 5000 }).toBe(true)
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await expect.poll(() => settled('.sd-menu'), { timeout: 5000 }).toBe(true)
      } else {
        await expect.poll(() => settled('.sd-header__actions'), { timeout: 5000 }).toBe(true)
      }
      expect(await axeViolations(page)).toEqual([])
      await context.close()
    })
  }
})
