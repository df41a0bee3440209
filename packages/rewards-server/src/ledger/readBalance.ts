import { count, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.js'
import { balances, rankLevels, rankLevelsState } from '../db/schema.js'

/**
 * `rankAsOf` is set when the rank was read from the counted standings (`rank_levels`): then it is
 * the account's place, at its current balance, among the balances of that moment. Absent: exact now.
 */
export type Standing = { balance: bigint; rank: number | null; rankAsOf?: Date | undefined; standingsAt?: Date | undefined }

export type ReadStandingOptions = {
  /**
   * Ranks with fewer accounts ahead than this (by the counted standings) are counted exactly, live:
   * that count reads one index entry per account ahead, so it is cheap near the top. Default 0:
   * always exact (tests and tools); the API passes RANK_EXACT_WITHIN.
   */
  exactWithin?: number | undefined
}

/**
 * An account's balance and its rank (1 + accounts with strictly more; ties share a rank). An
 * account with nothing credited has balance 0 and no rank. With `exactWithin`, an account deep in
 * the table is ranked by one lookup in the counted standings instead of a count of everyone ahead.
 */
export async function readStanding(db: Executor, account: string, options: ReadStandingOptions = {}): Promise<Standing> {
  const exactWithin = options.exactWithin ?? Number.POSITIVE_INFINITY
  const [row] = await db
    .select({
      balance: balances.balance,
      takenAt: rankLevelsState.takenAt,
      // Accounts ahead at the count: those at the nearest level above, plus everyone above that level.
      ahead: sql<string | number | null>`(select ${rankLevels.above} + ${rankLevels.accounts} from ${rankLevels} where ${rankLevels.balance} > ${balances.balance} order by ${rankLevels.balance} limit 1)`,
    })
    .from(balances)
    .leftJoin(rankLevelsState, eq(rankLevelsState.id, 1))
    .where(eq(balances.account, account))
  if (!row) return { balance: 0n, rank: null }
  const standingsAt = row.takenAt ?? undefined
  if (standingsAt) {
    const counted = row.ahead === null ? 0 : Number(row.ahead)
    if (counted >= exactWithin) return { balance: row.balance, rank: counted + 1, rankAsOf: standingsAt, standingsAt }
  }
  const [ahead] = await db.select({ n: count() }).from(balances).where(gt(balances.balance, row.balance))
  return { balance: row.balance, rank: (ahead?.n ?? 0) + 1, standingsAt }
}

/** The balance alone (0 for an unknown account). */
export async function readBalance(db: Executor, account: string): Promise<bigint> {
  const [row] = await db.select({ balance: balances.balance }).from(balances).where(eq(balances.account, account))
  return row?.balance ?? 0n
}
