import { LEADERBOARD_DEFAULT_LIMIT, LEADERBOARD_MAX_LIMIT } from '../constants.js'
import type { RewardsContext } from '../context.js'
import { parseLimit } from '../http/parseLimit.js'
import { jsonResponse } from '../http/respond.js'
import { readLeaderboard } from '../ledger/readLeaderboard.js'

/** GET stardust/leaderboard?limit= (public) -> `{data: {entries: [{account, balance, rank}]}}`. */
export async function handleLeaderboard(context: RewardsContext, request: Request): Promise<Response> {
  const limit = parseLimit(new URL(request.url), { limit: LEADERBOARD_DEFAULT_LIMIT, max: LEADERBOARD_MAX_LIMIT })
  return jsonResponse(200, { data: { entries: await readLeaderboard(context.db, limit) } })
}
