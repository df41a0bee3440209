import {
  BUTTON_DASH,
  BUTTON_LEFT,
  BUTTON_RIGHT,
  COMBO_STEP,
  COMET_POINTS,
  DASH_COOLDOWN_TICKS,
  DASH_SPEED,
  DASH_TICKS,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  FP,
  GAME_MAX_TICKS,
  MAX_ENTITIES,
  MAX_MULTIPLIER,
  SHIELD_TICKS,
  SHIP_HALF_HEIGHT,
  SHIP_HALF_WIDTH,
  SHIP_SPEED,
  SHIP_Y,
  STAR_POINTS,
} from './constants.js'
import type { Entity, GameState } from './gameState.js'
import { spawn } from './spawn.js'

/** The score multiplier for a combo: x1, then one more every COMBO_STEP catches, up to x5. */
export function multiplier(combo: number): number {
  return Math.min(MAX_MULTIPLIER, 1 + Math.trunc(combo / COMBO_STEP))
}

/**
 * Advances the game by one tick (1/60 s) with `buttons` held, in place, and returns it.
 * Integer arithmetic only, so the browser that draws and the server that replays agree.
 * A finished game is returned unchanged.
 */
export function step(state: GameState, buttons: number): GameState {
  if (state.over) return state
  state.events = []
  moveShip(state, buttons)
  moveEntities(state)
  if (--state.spawnIn <= 0 && state.entities.length < MAX_ENTITIES) spawn(state)
  else if (state.spawnIn <= 0) state.spawnIn = 1
  state.tick++
  state.buttons = buttons
  if (state.lives <= 0) {
    state.over = true
    state.endReason = 'crashed'
  } else if (state.tick >= GAME_MAX_TICKS) {
    state.over = true
    state.endReason = 'time'
  }
  return state
}

function moveShip(state: GameState, buttons: number): void {
  const { ship } = state
  const dir = (buttons & BUTTON_RIGHT ? 1 : 0) - (buttons & BUTTON_LEFT ? 1 : 0)
  if (dir !== 0) ship.facing = dir === 1 ? 1 : -1
  // A dash starts on a press, so holding the button does not chain dashes.
  if (buttons & BUTTON_DASH & ~state.buttons && ship.dashCooldown === 0) {
    ship.dashTicks = DASH_TICKS
    ship.dashCooldown = DASH_COOLDOWN_TICKS
    state.events.push({ type: 'dash' })
  }
  let vx = dir * SHIP_SPEED
  if (ship.dashTicks > 0) {
    vx = (dir === 0 ? ship.facing : dir) * DASH_SPEED
    ship.dashTicks--
  }
  if (ship.dashCooldown > 0) ship.dashCooldown--
  if (ship.shieldTicks > 0) ship.shieldTicks--
  const min = SHIP_HALF_WIDTH * FP
  const max = (FIELD_WIDTH - SHIP_HALF_WIDTH) * FP
  ship.x = Math.max(min, Math.min(max, ship.x + vx))
}

function moveEntities(state: GameState): void {
  const { entities, ship } = state
  const shipY = SHIP_Y * FP
  const bottom = FIELD_HEIGHT * FP
  let kept = 0
  for (const entity of entities) {
    entity.x += entity.vx
    entity.y += entity.vy
    bounce(entity)
    const touches =
      Math.abs(entity.x - ship.x) < SHIP_HALF_WIDTH * FP + entity.r &&
      Math.abs(entity.y - shipY) < SHIP_HALF_HEIGHT * FP + entity.r
    if (touches && entity.kind !== 'debris') {
      const points = (entity.kind === 'star' ? STAR_POINTS : COMET_POINTS) * multiplier(state.combo)
      state.score += points
      state.combo++
      state.maxCombo = Math.max(state.maxCombo, state.combo)
      if (entity.kind === 'star') state.stars++
      else state.comets++
      state.events.push({ type: 'catch', kind: entity.kind, x: entity.x, y: entity.y, points })
      continue
    }
    if (touches && ship.shieldTicks === 0) {
      state.lives--
      state.hits++
      state.combo = 0
      ship.shieldTicks = SHIELD_TICKS
      state.events.push({ type: 'hit', x: entity.x, y: entity.y })
      continue
    }
    if (entity.y - entity.r > bottom) {
      // A missed comet is a lost bonus; only missed stardust breaks the combo.
      if (entity.kind === 'star') {
        state.missed++
        state.combo = 0
        state.events.push({ type: 'miss', x: entity.x })
      }
      continue
    }
    entities[kept++] = entity
  }
  entities.length = kept
}

function bounce(entity: Entity): void {
  const max = FIELD_WIDTH * FP - entity.r
  if (entity.x < entity.r) {
    entity.x = 2 * entity.r - entity.x
    entity.vx = -entity.vx
  } else if (entity.x > max) {
    entity.x = 2 * max - entity.x
    entity.vx = -entity.vx
  }
}
