import { sql } from 'drizzle-orm'
import type { Db, Executor } from '../db/database.js'
import { balances, ledgerEntries, type LedgerSource } from '../db/schema.js'

export type CreditParameters = {
  /** Lowercase 0x address. */
  account: string
  /** Whole Stardust, greater than zero. */
  amount: bigint
  source: LedgerSource
  /** Idempotency key: a second credit with the same key changes nothing. */
  key: string
  sessionId?: string | undefined
  chainId?: number | undefined
  at: Date
}

/** Whether this call wrote the row (false: the key was credited before). */
export type CreditReturnType = { credited: boolean }

/**
 * Inserts one ledger row and adds it to the account's running total, inside the caller's
 * transaction. The unique key decides: under concurrency PostgreSQL makes the second insert wait
 * for the first to commit and then do nothing, so exactly one caller sees `credited: true`.
 */
export async function creditIn(tx: Executor, parameters: CreditParameters): Promise<CreditReturnType> {
  const { account, amount, source, key, sessionId, chainId, at } = parameters
  if (amount <= 0n) throw new RangeError(`credit amount must be positive, got ${amount}`)
  const inserted = await tx
    .insert(ledgerEntries)
    .values({ account, amount, source, key, sessionId, chainId, createdAt: at })
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning({ id: ledgerEntries.id })
  if (inserted.length === 0) return { credited: false }
  await tx
    .insert(balances)
    .values({ account, balance: amount })
    .onConflictDoUpdate({ target: balances.account, set: { balance: sql`${balances.balance} + excluded.balance` } })
  return { credited: true }
}

/** One credit in its own transaction. */
export async function credit(db: Db, parameters: CreditParameters): Promise<CreditReturnType> {
  return await db.transaction((tx) => creditIn(tx, parameters))
}
