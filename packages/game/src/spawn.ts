import { FIELD_WIDTH, FP, GAME_MAX_TICKS } from './constants.js'
import type { Entity, EntityKind, GameState } from './gameState.js'
import { randomInt } from './random.js'

/**
 * Drops one new entity at the top and sets the delay to the next. Difficulty grows with the
 * tick in integer steps: more debris (18% -> 38%), faster falls (2-3 -> 5-6 units a tick),
 * shorter gaps (26-35 -> 12-21 ticks).
 */
export function spawn(state: GameState): void {
  const { random, tick } = state
  const roll = randomInt(random, 100)
  const debrisPercent = 18 + Math.trunc((tick * 20) / GAME_MAX_TICKS)
  const kind: EntityKind = roll < 3 ? 'comet' : roll < 3 + debrisPercent ? 'debris' : 'star'
  const radius = kind === 'star' ? 7 : kind === 'comet' ? 9 : 9 + randomInt(random, 8)
  const x = (radius + randomInt(random, FIELD_WIDTH - 2 * radius)) * FP
  const vy = 2 * FP + randomInt(random, FP) + Math.trunc((tick * 3 * FP) / GAME_MAX_TICKS)
  const vx =
    kind === 'debris'
      ? randomInt(random, FP + 1) - FP / 2
      : kind === 'comet'
        ? randomInt(random, 2 * FP + 1) - FP
        : 0
  const entity: Entity = { id: state.nextId++, kind, x, y: -radius * FP, vx, vy: kind === 'comet' ? vy + FP : vy, r: radius * FP }
  state.entities.push(entity)
  state.spawnIn = 26 - Math.trunc((tick * 14) / GAME_MAX_TICKS) + randomInt(random, 10)
}
