import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterEach, describe, expect, test } from 'vitest'
import { inject } from 'vitest'
import { createRewardsServer } from '../createRewardsServer.js'
import { DatabaseConfigError } from '../errors.js'
import { committedMigrations } from './migrations.js'
import { openDatabase } from './openDatabase.js'
import type { Database } from './database.js'

const run = promisify(execFile)
const BIN = fileURLToPath(new URL('../bin/migrate.ts', import.meta.url))
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))

async function admin<T extends pg.QueryResultRow>(text: string, url = inject('pgAdminUrl')): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text)).rows
  } finally {
    await client.end()
  }
}

const created: string[] = []
const opened: Database[] = []
/** An empty database of this test's own (never migrated). */
async function emptyDatabase(): Promise<string> {
  const name = `m_${randomBytes(6).toString('hex')}`
  await admin(`create database ${name}`)
  created.push(name)
  const url = new URL(inject('pgAdminUrl'))
  url.pathname = `/${name}`
  return url.toString()
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close().catch(() => {})))
  for (const name of created.splice(0)) await admin(`drop database if exists ${name} with (force)`)
})

/** The stardust-migrate command in a process of its own, as an operator (or each instance's entrypoint) runs it. */
const migrateCommand = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', BIN], { cwd: PACKAGE_DIR, env: { ...process.env, DATABASE_URL: '', ...env } }).then(
    ({ stdout }) => ({ code: 0, out: stdout.trim() }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}`.trim() }),
  )

// Each stardust-migrate run is a Node process of its own (tsx): seconds each on a busy machine.
describe('migrations as a release step', { timeout: 180_000 }, () => {
  test('behavior: an instance refuses a database that was never migrated, naming the command', async () => {
    const url = await emptyDatabase()
    const open = openDatabase({ url })
    await expect(open).rejects.toThrow(DatabaseConfigError)
    await expect(open).rejects.toThrow(/schema is behind this release \(missing 0000_init.*\): run `stardust-migrate`/)
    // Refused, and nothing changed: the instance created no table.
    expect(await admin(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`, url)).toEqual([{ n: 0 }])
  })

  test('behavior: an instance refuses a database behind this release (a migration missing)', async () => {
    const url = await emptyDatabase()
    expect((await migrateCommand({ DATABASE_URL: url })).code).toBe(0)
    const latest = committedMigrations().at(-1)!
    await admin(`update drizzle.__drizzle_migrations set created_at = ${latest.when - 1} where created_at = ${latest.when}`, url)
    await expect(openDatabase({ url })).rejects.toThrow(new RegExp(`missing ${latest.tag}\\): run \`stardust-migrate\``))
  })

  test('default: three instances started at the same moment on an empty database -> one schema, no error, all three serve', async () => {
    const url = await emptyDatabase()
    // Each instance runs the release step, then opens its own pool: the three commands race on the lock.
    const runs = await Promise.all([1, 2, 3].map(() => migrateCommand({ DATABASE_URL: url })))
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0])
    expect(runs.filter((r) => r.out.includes('applied')).length).toBe(1)
    expect(runs.filter((r) => r.out.includes('already current')).length).toBe(2)
    expect(await admin(`select count(*)::int as n from drizzle.__drizzle_migrations`, url)).toEqual([{ n: committedMigrations().length }])

    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 2 })))
    opened.push(...instances)
    for (const database of instances) {
      const server = createRewardsServer({ database, verifyToken: () => Promise.reject(new Error('the leaderboard is public')) })
      const response = await server.handle(new Request('http://site.internal/api/v1/stardust/leaderboard?limit=1'))
      expect(response.status).toBe(200)
    }
    // Once more, on a current database: nothing to do.
    expect(await migrateCommand({ DATABASE_URL: url })).toEqual({ code: 0, out: expect.stringMatching(/already current/) })
  })

  test('behavior: without DATABASE_URL, or with one that cannot be reached, the command fails naming the variable, never the password', async () => {
    expect(await migrateCommand({})).toEqual({ code: 1, out: expect.stringMatching(/^stardust-migrate: DATABASE_URL is not set/) })
    const unreachable = await migrateCommand({ DATABASE_URL: 'postgres://postgres:hunter2secret@127.0.0.1:9/none' })
    expect(unreachable).toEqual({ code: 1, out: expect.stringMatching(/^stardust-migrate: DATABASE_URL: the migrations failed/) })
    expect(unreachable.out).not.toMatch(/hunter2secret/)
  })
})
