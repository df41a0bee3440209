export { type SimulateReturnType, type GameResult, simulate, gameResult } from '../simulate.js'
export { createGame } from '../createGame.js'
export { multiplier, step } from '../step.js'
export { type InputEntry, type InputLog, appendInput, parseInputLog } from '../inputLog.js'
export type { Entity, EntityKind, GameEvent, GameState, Ship } from '../gameState.js'
export type { RandomState } from '../random.js'
export { type BaseErrorParameters, BaseError } from '../errors/base.js'
export type { InputLogErrorCode } from '../errors/codes.js'
export { InputLogError, SeedError } from '../errors/game.js'
export {
  BUTTON_DASH,
  BUTTON_LEFT,
  BUTTON_MASK,
  BUTTON_RIGHT,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  FP,
  GAME_MAX_TICKS,
  GAME_TICK_HZ,
  INPUT_LOG_MAX_BYTES,
  INPUT_LOG_MAX_ENTRIES,
  SEED_MAX_LENGTH,
  SHIP_HALF_HEIGHT,
  SHIP_HALF_WIDTH,
  SHIP_Y,
  START_LIVES,
  DASH_COOLDOWN_TICKS,
  SHIELD_TICKS,
} from '../constants.js'
