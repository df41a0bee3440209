import { GAME_DAILY_CAP, HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT } from '../constants.js'
import type { RewardsContext } from '../context.js'
import { authenticate } from '../http/authenticate.js'
import { parseCursor, parseLimit } from '../http/parseLimit.js'
import { jsonResponse } from '../http/respond.js'
import { gameCreditOn } from '../ledger/gameCreditOn.js'
import { readStanding } from '../ledger/readBalance.js'
import { readHistory } from '../ledger/readHistory.js'

/**
 * GET stardust/me?limit=&cursor= (bearer) -> `{data: {account, balance, rank, rankAsOf?, entries, next?, gameToday}}`.
 * `rankAsOf` (ISO time) is present when the rank comes from the counted standings of that moment.
 * Entries are newest first; `next` is the cursor of the following page. `gameToday` is today's
 * (UTC) game credit against the daily cap.
 */
export async function handleMe(context: RewardsContext, request: Request): Promise<Response> {
  const account = await authenticate(request, context.verifyRequest)
  const url = new URL(request.url)
  const limit = parseLimit(url, { limit: HISTORY_DEFAULT_LIMIT, max: HISTORY_MAX_LIMIT })
  const before = parseCursor(url)
  const now = context.now()
  const [standing, page, today] = await Promise.all([
    readStanding(context.db, account, { exactWithin: context.ranks.exactWithin }),
    readHistory(context.db, account, { limit, before }),
    gameCreditOn(context.db, account, now),
  ])
  // Ranked from the counted standings, or counted live deep in a table never counted: count again when old.
  if (standing.rankAsOf || (!standing.standingsAt && (standing.rank ?? 0) > context.ranks.exactWithin)) context.ranks.refresh(standing.standingsAt)
  const entries = page.entries.map((entry) => ({
    id: entry.id.toString(),
    amount: entry.amount,
    source: entry.source,
    ...(entry.sessionId === null ? {} : { sessionId: entry.sessionId }),
    ...(entry.chainId === null ? {} : { chainId: entry.chainId }),
    createdAt: entry.createdAt.toISOString(),
  }))
  return jsonResponse(200, {
    data: {
      account,
      balance: standing.balance,
      rank: standing.rank,
      ...(standing.rankAsOf ? { rankAsOf: standing.rankAsOf.toISOString() } : {}),
      entries,
      ...(page.next === undefined ? {} : { next: page.next.toString() }),
      gameToday: { credited: today, cap: GAME_DAILY_CAP },
    },
  })
}
