import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { inject } from 'vitest'
import type { Database } from '../../src/db/database.js'
import { openDatabase } from '../../src/db/openDatabase.js'

export type Driver = 'pglite' | 'postgres'
/** Every behavioural suite runs once per driver. */
export const DRIVERS: readonly Driver[] = ['pglite', 'postgres']

export type TestDatabase = {
  driver: Driver
  database: Database
  /** The database goes away: PostgreSQL refuses connections and drops the open ones; PGlite closes. */
  stop: () => Promise<void>
  /** It comes back: PostgreSQL accepts connections again (same pool); PGlite reopens its folder (a new handle, as after a process restart). */
  restart: () => Promise<Database>
  dispose: () => Promise<void>
  /** PostgreSQL only: the database's URL, for a second "site instance" (another pool). */
  url?: string
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** A fresh PostgreSQL database copied from the migrated template. */
async function postgresDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`
  await adminQuery(`create database ${name} template ${inject('pgTemplate')}`)
  const url = new URL(inject('pgAdminUrl'))
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 25 })
  const block = (allow: boolean) => adminQuery(`alter database ${name} allow_connections ${allow}`)
  return {
    driver: 'postgres',
    database,
    url: url.toString(),
    stop: async () => {
      await block(false)
      await adminQuery(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)
    },
    restart: async () => {
      await block(true)
      return database
    },
    dispose: async () => {
      await database.close().catch(() => {})
      await adminQuery(`drop database if exists ${name} with (force)`)
    },
  }
}

let memoryTemplate: Promise<PGlite> | undefined

/** The migrated dump loaded once per test file, in memory; tests take clones of it (0.4 s, no initdb). */
function pgliteTemplate(): Promise<PGlite> {
  memoryTemplate ??= PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) })
  return memoryTemplate
}

let memoryDatabase: Promise<Database> | undefined

/**
 * The file's in-memory PGlite (one clone of the template), emptied for each test: TRUNCATE takes
 * milliseconds where a clone takes a second or more on a busy machine. It cannot come back after
 * stop (use onDisk for that).
 */
async function pgliteMemoryDatabase(): Promise<TestDatabase> {
  // clone() is typed as the interface; the object is a full PGlite.
  memoryDatabase ??= (async () => openDatabase({ pglite: (await (await pgliteTemplate()).clone()) as PGlite }))()
  const database = await memoryDatabase
  await database.db.execute(sql`truncate ledger_entries, balances, rank_levels, rank_levels_state, staking_watermarks, game_sessions restart identity`)
  const gone = async (): Promise<never> => {
    throw new Error('an in-memory PGlite cannot restart: createTestDatabase(driver, { onDisk: true })')
  }
  const stop = async (): Promise<void> => {
    memoryDatabase = undefined
    await database.close()
  }
  return { driver: 'pglite', database, stop, restart: gone, dispose: async () => {} }
}

/** A PGlite in a temp folder loaded from the migrated dump, which survives stop and restart. */
async function pgliteDiskDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stardust-pglite-test-'))
  const dump = new Blob([readFileSync(inject('pgliteDump'))])
  let database = await openDatabase({ pglite: await PGlite.create(dir, { loadDataDir: dump }) })
  return {
    driver: 'pglite',
    get database() {
      return database
    },
    stop: () => database.close(),
    restart: async () => {
      database = await openDatabase({ dataDir: dir })
      return database
    },
    dispose: async () => {
      await database.close().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function createTestDatabase(driver: Driver, options: { onDisk?: boolean } = {}): Promise<TestDatabase> {
  if (driver === 'postgres') return await postgresDatabase()
  return options.onDisk ? await pgliteDiskDatabase() : await pgliteMemoryDatabase()
}
