import { and, desc, eq, lt } from 'drizzle-orm'
import type { Executor } from '../db/database.js'
import { ledgerEntries, type LedgerSource } from '../db/schema.js'

export type HistoryEntry = {
  id: bigint
  amount: bigint
  source: LedgerSource
  sessionId: string | null
  chainId: number | null
  createdAt: Date
}

export type HistoryPage = { entries: HistoryEntry[]; next: bigint | undefined }

/** An account's credits, newest first; `before` is the `next` of the previous page (an entry id). */
export async function readHistory(db: Executor, account: string, options: { limit: number; before?: bigint | undefined }): Promise<HistoryPage> {
  const where = options.before === undefined ? eq(ledgerEntries.account, account) : and(eq(ledgerEntries.account, account), lt(ledgerEntries.id, options.before))
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      source: ledgerEntries.source,
      sessionId: ledgerEntries.sessionId,
      chainId: ledgerEntries.chainId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.id))
    .limit(options.limit + 1)
  const entries = rows.slice(0, options.limit)
  return { entries, next: rows.length > options.limit ? entries.at(-1)?.id : undefined }
}
