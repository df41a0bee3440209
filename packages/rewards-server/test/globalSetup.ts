// Once for every test file: a PostgreSQL (PG_TEST_URL, or a throwaway cluster of our own) with a
// migrated template database, and a migrated PGlite dumped to a file. Tests then copy these
// templates (CREATE DATABASE … TEMPLATE, PGlite loadDataDir) instead of migrating again.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/openDatabase.js'
import { freePort } from '@stardust/vitest-config/ports'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
    pgTemplate: string
    pgliteDump: string
  }
}

const SCRIPT = fileURLToPath(new URL('../scripts/throwaway-postgres.sh', import.meta.url))

async function postgres(): Promise<{ url: string; stop: () => void }> {
  const given = process.env.PG_TEST_URL
  if (given) return { url: given, stop: () => {} }
  // No PG_TEST_URL: start our own, so the PostgreSQL half of the suite runs (and fails loudly
  // when PostgreSQL is not installed) instead of being skipped.
  const out = execFileSync(SCRIPT, ['start', String(await freePort())], { encoding: 'utf8' })
  const url = /PG_TEST_URL=(\S+)/.exec(out)?.[1]
  const dir = /PG_TEST_DIR=(\S+)/.exec(out)?.[1]
  if (!url || !dir) throw new Error(`throwaway-postgres.sh printed no URL: ${out}`)
  return { url, stop: () => execFileSync(SCRIPT, ['stop', dir]) }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await postgres()
  const template = `stardust_template_${process.pid}`
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  await admin.query(`drop database if exists ${template}`)
  await admin.query(`create database ${template}`)
  const templateUrl = new URL(server.url)
  templateUrl.pathname = `/${template}`
  const migrated = await openDatabase({ url: templateUrl.toString(), poolSize: 1, migrate: true })
  await migrated.close()

  const dumpDir = mkdtempSync(path.join(tmpdir(), 'stardust-pglite-'))
  const dump = path.join(dumpDir, 'template.tar')
  const fresh = await PGlite.create()
  await openDatabase({ pglite: fresh })
  writeFileSync(dump, Buffer.from(await (await fresh.dumpDataDir('none')).arrayBuffer()))
  await fresh.close()

  project.provide('pgAdminUrl', server.url)
  project.provide('pgTemplate', template)
  project.provide('pgliteDump', dump)
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`)
    await admin.end()
    rmSync(dumpDir, { recursive: true, force: true })
    server.stop()
  }
}
