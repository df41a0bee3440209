import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrationsFolder } from './migrationsFolder.js'
import { readSchemaVersion, type SchemaVersion } from './schemaVersion.js'
import { schema } from './schema.js'

/** Any fixed number: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_ID = 7_302_025
const CONNECT_TIMEOUT_MS = 5_000

export type MigrateDatabaseReturnType = { before: SchemaVersion; after: SchemaVersion }

/**
 * Applies the committed migrations to the PostgreSQL at `url`, once per release (the
 * `stardust-migrate` command). drizzle's migrate() takes no lock, so the whole run holds a session
 * advisory lock: several runs started together apply each migration once; the others wait, then
 * find nothing left to do. Throws what the connection or a migration throws (the caller names the URL's variable).
 */
export async function migrateDatabase(url: string): Promise<MigrateDatabaseReturnType> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    const before = await readSchemaVersion(client)
    await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsFolder() })
    return { before, after: await readSchemaVersion(client) }
  } finally {
    await client.end().catch(() => {})
  }
}
