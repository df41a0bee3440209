// Smooth scrolling (Lenis) animates a wheel scroll over several frames, and a page nobody touches
// asks the browser for no frames: Lenis's loop runs only while it scrolls (src/shell/driveWhileMoving.ts).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Motion on: smooth scrolling runs only without a reduced-motion preference.
test.use({ reducedMotion: 'no-preference' })

/** Counts requestAnimationFrame calls made by the page's own code. */
const countFrames = () => {
  const counter = window as unknown as { __frames: number }
  counter.__frames = 0
  const request = window.requestAnimationFrame.bind(window)
  window.requestAnimationFrame = (callback) => {
    counter.__frames++
    return request(callback)
  }
}
const framesSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __frames: number }).__frames)
/** Passes once the page asked for no frame during `ms`; checked every `ms` for at most 15 s. */
async function expectRest(page: Page, ms: number) {
  let before = -1
  await expect
    .poll(
      async () => {
        const now = await framesSoFar(page)
        const rested = now === before
        before = now
        return rested
      },
      { intervals: [ms], timeout: 15_000 },
    )
    .toBe(true)
}

test('behavior: a wheel scroll glides over several frames, then the page asks for no more frames', async ({ page }) => {
  await page.addInitScript(countFrames)
  await page.goto('/privacy-policy')
  await expect(page.locator('html')).toHaveClass(/\blenis\b/)

  // A page at rest: once its start is over, a whole second goes by with no frame asked for (a page
  // looping on frames asks for about 60 in it, and never passes).
  await expectRest(page, 1_000)

  // A wheel: the scroll position moves through values between the start and the end (a glide, not a jump).
  await page.evaluate(() => {
    const positions: number[] = []
    ;(window as unknown as { __positions: number[] }).__positions = positions
    window.addEventListener('scroll', () => positions.push(window.scrollY))
  })
  await page.mouse.move(640, 400)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await expect(page.locator('html')).not.toHaveClass(/lenis-smooth/)
  const positions = await page.evaluate(() => (window as unknown as { __positions: number[] }).__positions)
  const end = positions.at(-1)!
  expect(positions.filter((y) => y > 0 && y < end).length).toBeGreaterThan(3)

  // Settled: the loop sleeps again.
  await expectRest(page, 1_000)
})
