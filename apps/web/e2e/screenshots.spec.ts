import { expect, test } from './fixtures'

// Motion on: the pictures are of the site as most visitors see it, intro included.
test.use({ reducedMotion: 'no-preference' })

// Kept as test artifacts (test-results/screenshots/), to be looked at, not compared.
test('screenshots of / and /stake', async ({ page }, testInfo) => {
  const project = testInfo.project.name
  await page.goto('/')
  // Let the intro (2.5 s of CSS animations) finish before the picture.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'))
  await page.screenshot({ path: `test-results/screenshots/home-${project}.png` })

  await page.goto('/stake')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The header's actions fade in after 1 s (docs/behaviour.md); wait until they are there.
  await expect(page.locator('.sd-header__actions')).toHaveCSS('opacity', '1')
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `test-results/screenshots/stake-${project}.png`, fullPage: true })
})
