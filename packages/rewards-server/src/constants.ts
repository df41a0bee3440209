// Every rate, cap and limit of the Stardust ledger and the game API, in one place.
// Stardust amounts are whole points (bigint); the API writes them as decimal strings.

/**
 * Staking rate: one STAR (1e18 wei) staked for one day earns this many Stardust. The contract's
 * `stakeSecondsOf` counts wei x seconds, so points = stakeSeconds * rate / (1e18 * 86,400), rounded
 * down on the running total (never per sync, so frequent syncs lose nothing to rounding).
 */
export const STAKING_POINTS_PER_STAR_DAY = 10n
/** wei x seconds in one STAR-day. */
export const STAKE_SECONDS_PER_STAR_DAY = 10n ** 18n * 86_400n

/** Stardust per point of game score (the replayed score, never the client's claim). */
export const GAME_STARDUST_PER_SCORE = 1n
/** Game Stardust one account may earn per UTC day; a game over the cap is credited up to it. */
export const GAME_DAILY_CAP = 1_000n
/** A session can be finished this long after it was opened (a game lasts at most 60 s). */
export const GAME_SESSION_TTL_MS = 10 * 60 * 1000
/** New sessions per account in any GAME_SESSION_RATE_WINDOW_MS before 429 (`gameLimits.perAccount`). */
export const GAME_SESSION_RATE_LIMIT = 20
export const GAME_SESSION_RATE_WINDOW_MS = 10 * 60 * 1000
/**
 * New sessions per client (an IPv4 address or an IPv6 /64, whatever accounts ask) in the same
 * window (`gameLimits.perClient`): a crowd behind one carrier NAT or event Wi-Fi (200 players, three
 * games each) still plays; a farm of fresh wallets behind one address gets thirty accounts' worth.
 */
export const GAME_SESSIONS_PER_CLIENT = 600
/**
 * Clock slack for the too-fast check: a result may arrive at most this much sooner than the game's
 * own length after the session opened (clocks of several site instances differ a little).
 */
export const GAME_FINISH_TOLERANCE_MS = 1_000
/** Room for the JSON envelope around the input log in a result body. */
export const RESULT_ENVELOPE_BYTES = 1_024

/** Leaderboard rows when `limit` is absent, and the most a caller may ask for. */
export const LEADERBOARD_DEFAULT_LIMIT = 20
export const LEADERBOARD_MAX_LIMIT = 100
/**
 * An account with fewer accounts ahead than this gets its rank counted exactly on each `me` (one
 * index entry per account ahead: well under a millisecond here); deeper ones are ranked from the
 * counted standings (`rank_levels`) and the answer says when those were counted.
 */
export const RANK_EXACT_WITHIN = 10_000
/** The counted standings are counted again, in the background, once older than this. */
export const RANK_LEVELS_MAX_AGE_MS = 60_000

/** History entries per page of `stardust/me`, and the most a caller may ask for. */
export const HISTORY_DEFAULT_LIMIT = 20
export const HISTORY_MAX_LIMIT = 100

/** Largest body any other endpoint reads (they take none). */
export const MAX_BODY_BYTES = 8 * 1024
/** Seconds a client should wait after a 503. */
export const RETRY_AFTER_SECONDS = 1
