import { count, eq, gt } from 'drizzle-orm'
import type { Executor } from '../db/database.js'
import { balances } from '../db/schema.js'

export type Standing = { balance: bigint; rank: number | null }

/**
 * An account's balance and its rank (1 + accounts with strictly more; ties share a rank). An
 * account with nothing credited has balance 0 and no rank.
 */
export async function readStanding(db: Executor, account: string): Promise<Standing> {
  const [row] = await db.select({ balance: balances.balance }).from(balances).where(eq(balances.account, account))
  if (!row) return { balance: 0n, rank: null }
  const [ahead] = await db.select({ n: count() }).from(balances).where(gt(balances.balance, row.balance))
  return { balance: row.balance, rank: (ahead?.n ?? 0) + 1 }
}

/** The balance alone (0 for an unknown account). */
export async function readBalance(db: Executor, account: string): Promise<bigint> {
  const [row] = await db.select({ balance: balances.balance }).from(balances).where(eq(balances.account, account))
  return row?.balance ?? 0n
}
