import { GAME_MAX_TICKS, GAME_TICK_HZ, parseInputLog, simulate } from '@stardust/game'
import { expect, test } from './fixtures'

type Replay = { seed: string; inputs: unknown; result: ReturnType<typeof simulate> }

// A whole game runs in real time (at most 60 s), so this spec has a longer budget.
test.describe.configure({ timeout: 120_000 })

test('behavior: a practice game played with the keyboard scores in Chromium what Node replays', async ({ page }) => {
  await page.goto('/game-test?seed=e2e-keyboard-game')
  await expect(page.getByTestId('game-start')).toBeVisible()
  await page.getByTestId('game-practice').click()
  await expect(page.locator('.game')).toHaveAttribute('data-phase', 'playing')

  // Scripted play: holds measured in real time; whatever ticks they land on, the log records them.
  const hold = async (key: string, ms: number) => {
    await page.keyboard.down(key)
    await page.waitForTimeout(ms)
    await page.keyboard.up(key)
  }
  await hold('ArrowRight', 600)
  await hold('ArrowLeft', 900)
  await page.keyboard.press('Space')
  await hold('KeyD', 400)
  await page.keyboard.press('KeyP')
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible()
  await page.keyboard.press('KeyP')
  await hold('ArrowLeft', 500)

  const result = page.getByTestId('game-result')
  await expect(result).toBeVisible({ timeout: (GAME_MAX_TICKS / GAME_TICK_HZ + 15) * 1000 })
  const shown = Number(await page.getByTestId('game-score').textContent())

  const href = await page.getByTestId('game-replay').getAttribute('href')
  expect(href).toMatch(/^data:application\/json,/)
  const replay = JSON.parse(decodeURIComponent(href!.slice('data:application/json,'.length))) as Replay
  expect(replay.seed).toBe('e2e-keyboard-game')
  const inputs = parseInputLog(replay.inputs)
  // The keys reached the game: left, right and the dash are all in the log.
  expect(inputs.some(([, buttons]) => buttons & 1)).toBe(true)
  expect(inputs.some(([, buttons]) => buttons & 2)).toBe(true)
  expect(inputs.some(([, buttons]) => buttons & 4)).toBe(true)

  const node = simulate(replay.seed, inputs)
  expect(node).toEqual(replay.result)
  expect(shown).toBe(node.score)
  await expect(result).toContainText('Practice game: no Stardust.')
})

test('behavior: the game page loads no wallet stack for a practice visitor', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/game-test')
  await page.getByTestId('game-practice').click()
  await expect(page.locator('.game')).toHaveAttribute('data-phase', 'playing')
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()))
  // RainbowKit ('rk-recent', as productionBundle.desktop.spec.ts checks) and axios (its
  // 'allowAbsoluteUrls' option, which api-client sets) are absent until someone asks for them.
  expect(bodies.some((body) => body.includes('rk-recent'))).toBe(false)
  expect(bodies.some((body) => body.includes('allowAbsoluteUrls'))).toBe(false)
})
