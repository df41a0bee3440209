import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { Schema } from './schema.js'

/** The drizzle database the ledger runs on, whichever driver opened it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction of Db. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Either: functions that take it run inside the caller's transaction or on their own. */
export type Executor = Db | Tx

/** An open, migrated database and how to close it. */
export type Database = {
  db: Db
  driver: 'pglite' | 'postgres'
  close: () => Promise<void>
}
