type Env = Record<string, string | undefined>

const whole = (value: string | undefined): number | undefined => (value?.trim() ? Number(value.trim()) : undefined)

/**
 * The game's session limits from the environment (checked by serverEnvSchema at start; unset: the
 * rewards server's defaults): STARDUST_GAME_SESSIONS_PER_ACCOUNT, STARDUST_GAME_SESSIONS_PER_CLIENT,
 * STARDUST_GAME_SESSIONS_WINDOW_MS.
 */
export function gameLimitsFromEnv(env: Env) {
  return {
    perAccount: whole(env.STARDUST_GAME_SESSIONS_PER_ACCOUNT),
    perClient: whole(env.STARDUST_GAME_SESSIONS_PER_CLIENT),
    windowMs: whole(env.STARDUST_GAME_SESSIONS_WINDOW_MS),
  }
}
