import {
  BUTTON_DASH,
  BUTTON_LEFT,
  BUTTON_RIGHT,
  FP,
  type GameState,
  type InputEntry,
  SHIP_Y,
  appendInput,
  createGame,
  step,
} from '../src/exports/index.js'

/**
 * A simple player for tests and fixtures: chases the lowest reachable stardust, dashes away
 * from debris about to land on it. Deterministic, so its logs are reproducible.
 */
export function autopilot(state: GameState): number {
  const { ship } = state
  const shipY = SHIP_Y * FP
  let target: number | undefined
  let best = Number.MAX_SAFE_INTEGER
  for (const e of state.entities) {
    const above = shipY - e.y
    if (above < 0) continue
    if (e.kind === 'debris') {
      if (above < 60 * FP && Math.abs(e.x - ship.x) < 30 * FP + e.r) {
        return (e.x > ship.x ? BUTTON_LEFT : BUTTON_RIGHT) | (above < 30 * FP ? BUTTON_DASH : 0)
      }
      continue
    }
    if (above < best) {
      best = above
      target = e.x
    }
  }
  if (target === undefined || Math.abs(target - ship.x) < 3 * FP) return 0
  return target > ship.x ? BUTTON_RIGHT : BUTTON_LEFT
}

/** Plays a whole game with `player`, recording the log the browser would send. */
export function playGame(seed: string | number, player: (state: GameState) => number = autopilot) {
  const state = createGame(seed)
  const log: InputEntry[] = []
  while (!state.over) {
    const buttons = player(state)
    appendInput(log, state.tick, buttons)
    step(state, buttons)
  }
  return { state, log }
}
