import { expect, test } from 'vitest'
import { gameLimitsFromEnv } from './gameLimits'

test('default: unset leaves every game limit to the rewards server', () => {
  expect(gameLimitsFromEnv({})).toEqual({ perAccount: undefined, perClient: undefined, windowMs: undefined })
  expect(gameLimitsFromEnv({ STARDUST_GAME_SESSIONS_PER_CLIENT: ' ' }).perClient).toBeUndefined()
})

test('parameters: each variable sets its limit', () => {
  const env = { STARDUST_GAME_SESSIONS_PER_ACCOUNT: '5', STARDUST_GAME_SESSIONS_PER_CLIENT: '1200', STARDUST_GAME_SESSIONS_WINDOW_MS: '300000' }
  expect(gameLimitsFromEnv(env)).toEqual({ perAccount: 5, perClient: 1200, windowMs: 300_000 })
})
