import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BUTTON_DASH",
      "BUTTON_LEFT",
      "BUTTON_MASK",
      "BUTTON_RIGHT",
      "BaseError",
      "DASH_COOLDOWN_TICKS",
      "FIELD_HEIGHT",
      "FIELD_WIDTH",
      "FP",
      "GAME_MAX_TICKS",
      "GAME_TICK_HZ",
      "INPUT_LOG_MAX_BYTES",
      "INPUT_LOG_MAX_ENTRIES",
      "InputLogError",
      "SEED_MAX_LENGTH",
      "SHIELD_TICKS",
      "SHIP_HALF_HEIGHT",
      "SHIP_HALF_WIDTH",
      "SHIP_Y",
      "START_LIVES",
      "SeedError",
      "appendInput",
      "createGame",
      "gameResult",
      "multiplier",
      "parseInputLog",
      "simulate",
      "step",
    ]
  `)
})
