import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { rowsOf } from '../db/rowsOf.js'
import { rankLevelsState } from '../db/schema.js'

/** Any fixed number: only one instance counts the standings at a time. */
const REFRESH_LOCK_ID = 7_302_026

export type RankLevelsSummary = { takenAt: Date; accounts: number; levels: number }

type Row = { taken_at: Date | string; accounts: string | number; levels: string | number }

/**
 * Counts the standings again from `balances` into `rank_levels`, in one transaction: readers keep
 * the previous count until it commits. Returns undefined, changing nothing, when another instance
 * is counting right now, or when `olderThan` is given and the count is already newer than that.
 */
export async function refreshRankLevels(db: Db, options: { olderThan?: Date | undefined } = {}): Promise<RankLevelsSummary | undefined> {
  return await db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK_ID}) as locked`)
    if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) return undefined
    if (options.olderThan) {
      const [state] = await tx.select({ takenAt: rankLevelsState.takenAt }).from(rankLevelsState)
      if (state && state.takenAt >= options.olderThan) return undefined
    }
    await tx.execute(sql`delete from rank_levels`)
    // One statement: the levels and the time they were counted at come from the same snapshot.
    const result = await tx.execute(sql`
      with grouped as (
        select balance, count(*) as n from balances group by balance
      ), levels as (
        insert into rank_levels (balance, accounts, above)
        select balance, n, coalesce(sum(n) over (order by balance desc rows between unbounded preceding and 1 preceding), 0) from grouped
        returning accounts
      )
      insert into rank_levels_state (id, taken_at, accounts, levels)
      select 1, statement_timestamp(), coalesce(sum(accounts), 0), count(*) from levels
      on conflict (id) do update set taken_at = excluded.taken_at, accounts = excluded.accounts, levels = excluded.levels
      returning taken_at, accounts, levels`)
    const row = rowsOf<Row>(result)[0]!
    return { takenAt: new Date(row.taken_at), accounts: Number(row.accounts), levels: Number(row.levels) }
  })
}
