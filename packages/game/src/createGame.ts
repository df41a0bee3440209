import { FIELD_WIDTH, FP, START_LIVES } from './constants.js'
import type { GameState } from './gameState.js'
import { createRandom } from './random.js'

/**
 * A new game for `seed` (the server's session seed, or any seed for practice). Throws
 * SeedError for an empty or overlong string, or a number that is not a safe integer >= 0.
 */
export function createGame(seed: string | number): GameState {
  return {
    tick: 0,
    over: false,
    endReason: undefined,
    score: 0,
    lives: START_LIVES,
    combo: 0,
    maxCombo: 0,
    stars: 0,
    comets: 0,
    hits: 0,
    missed: 0,
    ship: { x: (FIELD_WIDTH * FP) / 2, facing: 1, dashTicks: 0, dashCooldown: 0, shieldTicks: 0 },
    entities: [],
    nextId: 1,
    spawnIn: 30,
    buttons: 0,
    random: createRandom(seed),
    events: [],
  }
}
