import { sql } from 'drizzle-orm'
import type { Tx } from '../db/database.js'

/**
 * Serialises transactions on one name (an account's daily cap, an account's staking watermark on
 * one chain) across every site instance: a transaction-scoped advisory lock, released at commit or
 * rollback. PGlite runs one transaction at a time anyway; the same SQL works there.
 */
export async function lockName(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`)
}
