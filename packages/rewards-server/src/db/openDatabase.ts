import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { DatabaseConfigError } from '../errors.js'
import type { Database, Db } from './database.js'
import { migrateDatabase } from './migrateDatabase.js'
import { migrationsFolder } from './migrationsFolder.js'
import { assertSchemaCurrent } from './schemaVersion.js'
import { schema } from './schema.js'

export type OpenDatabaseParameters =
  /** PostgreSQL (production, several instances share it). */
  | {
      url: string
      poolSize?: number | undefined
      /** ms a query waits for a free pool connection before it fails as an outage (503). Default 5 s. */
      connectTimeoutMs?: number | undefined
      /**
       * Apply the migrations first, under the advisory lock (tests, benches, one-off tools). Default
       * false: migrations are a release step (`stardust-migrate`) and a database behind is refused.
       */
      migrate?: boolean | undefined
    }
  /** Embedded PGlite: a data folder (created if missing), or in memory when `dataDir` is undefined. */
  | { dataDir: string | undefined }
  /** An already open PGlite (tests clone a migrated template). */
  | { pglite: PGlite }

const POSTGRES_URL = /^postgres(?:ql)?:\/\//
const CONNECT_TIMEOUT_MS = 5_000

/**
 * Opens the database. PGlite (development, one process) applies the committed migrations itself;
 * PostgreSQL is checked to hold this release's schema (see OpenDatabaseParameters.migrate).
 */
export async function openDatabase(parameters: OpenDatabaseParameters): Promise<Database> {
  if ('url' in parameters) return openPostgres(parameters.url, parameters.poolSize, parameters.connectTimeoutMs, parameters.migrate)
  const client = 'pglite' in parameters ? parameters.pglite : await createPglite(parameters.dataDir)
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: migrationsFolder() })
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() }
}

async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  // PGlite creates only the last folder of the path; a missing parent would fail with ENOENT.
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  return await PGlite.create(dataDir)
}

async function openPostgres(url: string, poolSize = 10, connectTimeoutMs = CONNECT_TIMEOUT_MS, migrate = false): Promise<Database> {
  if (!POSTGRES_URL.test(url)) throw new DatabaseConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  try {
    if (migrate) await migrateDatabase(url)
    else await checkSchema(url)
  } catch (error) {
    if (error instanceof DatabaseConfigError) throw error
    throw new DatabaseConfigError(`DATABASE_URL: cannot open the database (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs })
  // A client that loses its server emits 'error' (on the pool while idle, on itself while checked
  // out); without listeners Node would exit. The query in flight still rejects: that is the 503.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return { db: drizzlePostgres({ client: pool, schema }) as unknown as Db, driver: 'postgres', close: () => pool.end() }
}

/** One connection, closed again: does the database hold this release's schema? */
async function checkSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  client.on('error', () => {})
  await client.connect()
  try {
    await assertSchemaCurrent(client)
  } finally {
    await client.end().catch(() => {})
  }
}
