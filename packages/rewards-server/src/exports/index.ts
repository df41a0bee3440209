export { createRewardsServer, type CreateRewardsServerParameters, type RewardsHandler, type RewardsServer } from '../createRewardsServer.js'
export type { StakingChain } from '../context.js'
export type { VerifyRequest, VerifyToken } from '../http/authenticate.js'
export { openDatabase, type OpenDatabaseParameters } from '../db/openDatabase.js'
export { openReadinessCheck, type ReadinessCheck } from '../db/openReadinessCheck.js'
export { loadDatabaseConfig, type DatabaseConfig } from '../db/loadDatabaseConfig.js'
export { migrateDatabase, type MigrateDatabaseReturnType } from '../db/migrateDatabase.js'
export type { SchemaVersion } from '../db/schemaVersion.js'
export type { Database, Db } from '../db/database.js'
export { schema, LEDGER_SOURCES, type LedgerSource } from '../db/schema.js'
export { credit, type CreditParameters, type CreditReturnType } from '../ledger/credit.js'
export { rebuildRanks, type RebuildRanksSummary } from '../ranks/rebuildRanks.js'
export { refreshRankLevels, type RankLevelsSummary } from '../ranks/refreshRankLevels.js'
export type { RewardsErrorCode } from '../errorCodes.js'
export { BaseError, DatabaseConfigError, RewardsError } from '../errors.js'
export {
  GAME_DAILY_CAP,
  GAME_FINISH_TOLERANCE_MS,
  GAME_SESSION_RATE_LIMIT,
  GAME_SESSION_RATE_WINDOW_MS,
  GAME_SESSION_TTL_MS,
  GAME_SESSIONS_PER_CLIENT,
  GAME_STARDUST_PER_SCORE,
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_LIMIT,
  LEADERBOARD_DEFAULT_LIMIT,
  LEADERBOARD_MAX_LIMIT,
  RANK_EXACT_WITHIN,
  RANK_LEVELS_MAX_AGE_MS,
  STAKING_POINTS_PER_STAR_DAY,
} from '../constants.js'
// Claims: airdrop eligibility and Merkle proofs (GET claims/{chainId}/{address}).
export {
  type ClaimResponse,
  type ClaimsHandler,
  type ClaimsServer,
  type CreateClaimsServerParameters,
  createClaimsServer,
} from '../claims/createClaimsServer.js'
export { type ClaimAirdrop, type LoadClaimAirdropsParameters, loadClaimAirdrops, readAirdropList } from '../claims/loadClaimAirdrops.js'
export { type ClaimsConfigErrorCode, type ClaimsErrorCode, ClaimsConfigError, ClaimsError } from '../claims/errors.js'
