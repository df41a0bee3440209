import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { playGame } from '../test/autopilot.js'
import {
  BUTTON_LEFT,
  BUTTON_RIGHT,
  GAME_MAX_TICKS,
  GAME_TICK_HZ,
  InputLogError,
  SeedError,
  createGame,
  gameResult,
  simulate,
  step,
} from './exports/index.js'

const fixture = JSON.parse(
  readFileSync(new URL('../test/fixtures/recorded-game.json', import.meta.url), 'utf8'),
) as { seed: string; inputs: [number, number][]; result: ReturnType<typeof simulate> }

describe('simulate', () => {
  test('default', () => {
    const first = simulate(fixture.seed, fixture.inputs)
    for (let run = 0; run < 5; run++) expect(simulate(fixture.seed, fixture.inputs)).toEqual(first)
    expect(first.ticks).toBeGreaterThan(0)
    expect(first.ticks).toBeLessThanOrEqual(GAME_MAX_TICKS)
    expect(first.durationMs).toBe(Math.trunc((first.ticks * 1000) / GAME_TICK_HZ))
  })

  test('behavior: a recorded game keeps its score', () => {
    // If this fails, the rules changed: every stored session would replay to another score.
    expect(simulate(fixture.seed, fixture.inputs)).toEqual(fixture.result)
    expect(fixture.result.score).toBeGreaterThan(0)
  })

  test('behavior: what is drawn step by step is what simulate verifies', () => {
    for (const seed of ['a', 'b', 42, 'c0ffee']) {
      const { state, log } = playGame(seed)
      expect(simulate(seed, log)).toEqual(gameResult(state))
    }
  })

  test('behavior: the seed and the inputs matter', () => {
    const idle = simulate(fixture.seed, [])
    expect(idle).not.toEqual(fixture.result)
    expect(simulate('another seed', fixture.inputs)).not.toEqual(fixture.result)
    // A tampered log replays to what it says, not to the recorded score.
    const swap = (b: number) => (b & ~3) | ((b & BUTTON_LEFT) << 1) | ((b & BUTTON_RIGHT) >> 1)
    const tampered = fixture.inputs.map(([t, b], i) => [t, i < 20 ? swap(b) : b] as const)
    expect(simulate(fixture.seed, tampered)).not.toEqual(fixture.result)
  })

  test('behavior: entries after the end are ignored', () => {
    const { ticks } = fixture.result
    expect(ticks).toBeLessThan(GAME_MAX_TICKS - 1)
    const padded = [...fixture.inputs, [ticks + 1, BUTTON_LEFT] as const, [GAME_MAX_TICKS - 1, 0] as const]
    expect(simulate(fixture.seed, padded)).toEqual(fixture.result)
  })

  test('behavior: a game ends at GAME_MAX_TICKS', () => {
    const state = createGame('endless')
    state.lives = Number.MAX_SAFE_INTEGER
    while (!state.over) step(state, state.tick % 200 < 100 ? BUTTON_LEFT : BUTTON_RIGHT)
    expect(state.tick).toBe(GAME_MAX_TICKS)
    expect(state.endReason).toBe('time')
    const { score } = state
    step(state, BUTTON_LEFT)
    expect(state.tick).toBe(GAME_MAX_TICKS)
    expect(state.score).toBe(score)
  })

  test('behavior: every number in the state stays an integer', () => {
    const state = createGame('integers')
    while (!state.over) {
      step(state, state.tick % 90 < 45 ? BUTTON_RIGHT : BUTTON_LEFT)
      const { ship } = state
      for (const n of [ship.x, ship.dashTicks, ship.shieldTicks, state.score, ...state.entities.flatMap((e) => [e.x, e.y, e.vx, e.vy, e.r])]) {
        expect(Number.isSafeInteger(n)).toBe(true)
      }
    }
  })

  test('parameters: invalid seed or log', () => {
    expect(() => simulate('', [])).toThrow(SeedError)
    expect(() => simulate('x', [[1, 1], [0, 0]])).toThrow(InputLogError)
  })
})
