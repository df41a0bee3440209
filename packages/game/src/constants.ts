/** Fixed simulation rate: one tick is 1/60 s in every browser and on the server. */
export const GAME_TICK_HZ = 60

/** A game lasts at most 60 s (3,600 ticks); the issue asks for a bounded replay. */
export const GAME_MAX_TICKS = 60 * GAME_TICK_HZ

/**
 * At most one input entry per tick, so a valid log never holds more entries than ticks.
 * The server answers 413 above this.
 */
export const INPUT_LOG_MAX_ENTRIES = GAME_MAX_TICKS

/**
 * Upper bound for the JSON text of a log (`[[3599,7],…]` is at most 9 bytes an entry: 32 KiB
 * for the longest valid log); a server may refuse bigger bodies before parsing them (413).
 */
export const INPUT_LOG_MAX_BYTES = 64 * 1024

/** Buttons, as bits of an input entry's second element. */
export const BUTTON_LEFT = 1
export const BUTTON_RIGHT = 2
export const BUTTON_DASH = 4
/** Every bit a log may set. */
export const BUTTON_MASK = BUTTON_LEFT | BUTTON_RIGHT | BUTTON_DASH

/** A seed string longer than this is refused (server seeds are 32 hex characters). */
export const SEED_MAX_LENGTH = 128

/** Sub-units per field unit: positions are integers in 1/256 of a unit (fixed point). */
export const FP = 256
/** The field in units (portrait, 2:3), drawn scaled to the canvas. */
export const FIELD_WIDTH = 360
export const FIELD_HEIGHT = 540

/** Gameplay tuning, in units, ticks and points (all integers: see the package README). */
export const START_LIVES = 3
export const SHIP_Y = FIELD_HEIGHT - 48
export const SHIP_HALF_WIDTH = 18
export const SHIP_HALF_HEIGHT = 10
/** Sub-units per tick: 4 units a tick crosses the field in 1.5 s. */
export const SHIP_SPEED = 4 * FP
export const DASH_SPEED = 11 * FP
export const DASH_TICKS = 10
export const DASH_COOLDOWN_TICKS = 72
export const SHIELD_TICKS = 90
export const MAX_ENTITIES = 48
export const STAR_POINTS = 10
export const COMET_POINTS = 50
/** The multiplier is 1 + combo / COMBO_STEP, capped at MAX_MULTIPLIER. */
export const COMBO_STEP = 5
export const MAX_MULTIPLIER = 5
