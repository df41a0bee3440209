import type { RandomState } from './random.js'

/** What falls: stardust to catch, a rare comet worth more, debris to dodge. */
export type EntityKind = 'star' | 'comet' | 'debris'

/** Positions and speeds in sub-units (1/FP of a field unit); all integers. */
export type Entity = {
  id: number
  kind: EntityKind
  x: number
  y: number
  vx: number
  vy: number
  /** Radius in sub-units. */
  r: number
}

/** Something that happened during the last step, for the renderer's effects (not for scoring). */
export type GameEvent =
  | { type: 'catch'; kind: 'star' | 'comet'; x: number; y: number; points: number }
  | { type: 'hit'; x: number; y: number }
  | { type: 'miss'; x: number }
  | { type: 'dash' }

export type Ship = {
  /** Centre, in sub-units; y is fixed near the bottom. */
  x: number
  /** Last direction moved (-1 or 1): a dash without a direction goes this way. */
  facing: -1 | 1
  /** Ticks of dash left, and ticks until the next dash may start. */
  dashTicks: number
  dashCooldown: number
  /** Ticks during which debris passes through (after a hit). */
  shieldTicks: number
}

export type GameState = {
  /** Ticks played so far; the game ends at GAME_MAX_TICKS or when lives reach 0. */
  tick: number
  over: boolean
  endReason: 'time' | 'crashed' | undefined
  score: number
  lives: number
  /** Catches in a row without a miss or a hit; the multiplier grows every 5. */
  combo: number
  maxCombo: number
  stars: number
  comets: number
  hits: number
  missed: number
  ship: Ship
  entities: Entity[]
  nextId: number
  /** Ticks until the next spawn. */
  spawnIn: number
  /** Buttons held during the previous tick (a dash starts on a press, not a hold). */
  buttons: number
  random: RandomState
  /** Events of the last step only. */
  events: GameEvent[]
}
