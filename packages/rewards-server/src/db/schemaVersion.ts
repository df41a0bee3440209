import type pg from 'pg'
import { DatabaseConfigError } from '../errors.js'
import { committedMigrations, MIGRATE_COMMAND } from './migrations.js'

/** How far a database's schema is: the migrations of this release it holds, and the ones it lacks. */
export type SchemaVersion = { applied: number; missing: string[] }

type Queryable = Pick<pg.Client, 'query'>

/**
 * The schema version of a PostgreSQL database, from the table drizzle's migrator writes
 * (drizzle.__drizzle_migrations: one row per migration, created_at = the journal's `when`).
 * A database never migrated has no such table: every migration is missing.
 */
export async function readSchemaVersion(client: Queryable): Promise<SchemaVersion> {
  const migrations = committedMigrations()
  const exists = await client.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`)
  if (!exists.rows[0]?.found) return { applied: 0, missing: migrations.map((m) => m.tag) }
  const result = await client.query<{ latest: string | null }>('select max(created_at)::text as latest from drizzle.__drizzle_migrations')
  const latest = Number(result.rows[0]?.latest ?? 0)
  const missing = migrations.filter((m) => m.when > latest).map((m) => m.tag)
  return { applied: migrations.length - missing.length, missing }
}

/**
 * For an instance at start: a database behind this release is refused (a DatabaseConfigError naming
 * the command to run). A database ahead (a newer release migrated it first) is served: migrations only add.
 */
export async function assertSchemaCurrent(client: Queryable): Promise<void> {
  const { missing } = await readSchemaVersion(client)
  if (missing.length === 0) return
  throw new DatabaseConfigError(
    `DATABASE_URL: the database's schema is behind this release (missing ${missing.join(', ')}): run \`${MIGRATE_COMMAND}\` once with this release's DATABASE_URL, then start the instances`,
  )
}
