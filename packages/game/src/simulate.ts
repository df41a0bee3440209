import { GAME_TICK_HZ } from './constants.js'
import { createGame } from './createGame.js'
import type { GameState } from './gameState.js'
import { type InputLog, parseInputLog } from './inputLog.js'
import { step } from './step.js'

export type GameResult = {
  score: number
  /** Ticks played (at most GAME_MAX_TICKS); the game's length is ticks / GAME_TICK_HZ s. */
  ticks: number
  /** ticks in whole milliseconds (rounded down): the least real time the game can have taken. */
  durationMs: number
  endReason: 'time' | 'crashed'
  lives: number
  stars: number
  comets: number
  hits: number
  missed: number
  maxCombo: number
}

export type SimulateReturnType = GameResult

/**
 * Replays a whole game: the same seed and log give the same result in every engine. The log
 * is validated first (InputLogError); entries after the game ended are ignored.
 */
export function simulate(seed: string | number, inputs: InputLog): SimulateReturnType {
  const log = parseInputLog(inputs)
  const state = createGame(seed)
  let next = 0
  let buttons = 0
  while (!state.over) {
    const entry = log[next]
    if (entry !== undefined && entry[0] === state.tick) {
      buttons = entry[1]
      next++
    }
    step(state, buttons)
  }
  return gameResult(state)
}

/** The result of a finished game played step by step (as the browser does). */
export function gameResult(state: GameState): GameResult {
  return {
    score: state.score,
    ticks: state.tick,
    durationMs: Math.trunc((state.tick * 1000) / GAME_TICK_HZ),
    endReason: state.endReason ?? 'time',
    lives: state.lives,
    stars: state.stars,
    comets: state.comets,
    hits: state.hits,
    missed: state.missed,
    maxCombo: state.maxCombo,
  }
}
