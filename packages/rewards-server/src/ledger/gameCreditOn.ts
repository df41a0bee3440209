import { and, eq, gte, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.js'
import { ledgerEntries } from '../db/schema.js'

/** Start of the UTC day that holds `at`: the daily cap resets at 00:00 UTC. */
export function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
}

/** Game Stardust credited to `account` since 00:00 UTC of `at`'s day. */
export async function gameCreditOn(db: Executor, account: string, at: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.source, 'game'), gte(ledgerEntries.createdAt, utcDayStart(at))))
  return BigInt(row?.total ?? 0)
}
