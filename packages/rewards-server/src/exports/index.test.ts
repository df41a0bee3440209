import { expect, test } from 'vitest'
import * as exports from './index.js'

// The package's public face: a name added or removed here is a deliberate API change.
test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "ClaimsConfigError",
      "ClaimsError",
      "DatabaseConfigError",
      "GAME_DAILY_CAP",
      "GAME_FINISH_TOLERANCE_MS",
      "GAME_SESSIONS_PER_CLIENT",
      "GAME_SESSION_RATE_LIMIT",
      "GAME_SESSION_RATE_WINDOW_MS",
      "GAME_SESSION_TTL_MS",
      "GAME_STARDUST_PER_SCORE",
      "HISTORY_DEFAULT_LIMIT",
      "HISTORY_MAX_LIMIT",
      "LEADERBOARD_DEFAULT_LIMIT",
      "LEADERBOARD_MAX_LIMIT",
      "LEDGER_SOURCES",
      "RANK_EXACT_WITHIN",
      "RANK_LEVELS_MAX_AGE_MS",
      "RewardsError",
      "STAKING_POINTS_PER_STAR_DAY",
      "createClaimsServer",
      "createRewardsServer",
      "credit",
      "loadClaimAirdrops",
      "loadDatabaseConfig",
      "migrateDatabase",
      "openDatabase",
      "openReadinessCheck",
      "readAirdropList",
      "rebuildRanks",
      "refreshRankLevels",
      "schema",
    ]
  `)
})
