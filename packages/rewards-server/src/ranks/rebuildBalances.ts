import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { rowsOf } from '../db/rowsOf.js'

export type RebuildBalancesSummary = { accounts: number; corrected: number; removed: number }

type Row = { accounts: string | number; corrected: string | number; removed: string | number }

/**
 * Makes `balances` equal the sum of each account's ledger rows again (after an import, or a
 * restore of the ledger alone): missing or wrong totals are written, totals of accounts with no
 * ledger row are removed. The ledger is locked against new rows meanwhile (credits wait, reads
 * go on), so no credit lands between the sum and the write.
 */
export async function rebuildBalances(db: Db): Promise<RebuildBalancesSummary> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ledger_entries in share mode`)
    const result = await tx.execute(sql`
      with sums as (
        select account, sum(amount)::bigint as balance from ledger_entries group by account
      ), fixed as (
        insert into balances (account, balance) select account, balance from sums
        on conflict (account) do update set balance = excluded.balance where balances.balance <> excluded.balance
        returning 1
      ), removed as (
        delete from balances where not exists (select 1 from sums where sums.account = balances.account)
        returning 1
      )
      select (select count(*) from sums) as accounts, (select count(*) from fixed) as corrected, (select count(*) from removed) as removed`)
    const row = rowsOf<Row>(result)[0]!
    return { accounts: Number(row.accounts), corrected: Number(row.corrected), removed: Number(row.removed) }
  })
}
