import { asc, desc, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.js'
import { balances } from '../db/schema.js'

export type LeaderboardEntry = { account: string; balance: bigint; rank: number }

/**
 * The top `limit` accounts by balance; ties share a rank (1, 2, 2, 4) and are listed by address.
 * Reads the balances index in order and stops after `limit` rows.
 */
export async function readLeaderboard(db: Executor, limit: number): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select({
      account: balances.account,
      balance: balances.balance,
      rank: sql<number>`rank() over (order by ${balances.balance} desc)`.mapWith(Number),
    })
    .from(balances)
    .orderBy(desc(balances.balance), asc(balances.account))
    .limit(limit)
  return rows
}
