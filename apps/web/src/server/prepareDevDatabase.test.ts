import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { prepareDevDatabase } from '../../scripts/prepareDevDatabase.mjs'

// `pnpm dev` prepares the PGlite folder the site then opens (scripts/dev.mjs): the same folder, or none.
let appDir = ''
afterEach(() => rmSync(appDir, { recursive: true, force: true }))
const newAppDir = () => (appDir = mkdtempSync(path.join(tmpdir(), 'dev-database-')))
// Creating a PGlite folder (initdb in WebAssembly): 5-6 s alone, 34 s measured beside CI's other suites.
const CREATE_PGLITE_TIMEOUT_MS = 180_000

test('behavior: creates the PGlite folder the site opens by default (.data/pglite in its working folder)', { timeout: CREATE_PGLITE_TIMEOUT_MS }, async () => {
  await prepareDevDatabase({}, newAppDir())
  expect(existsSync(path.join(appDir, '.data', 'pglite', 'PG_VERSION'))).toBe(true)
})

test('behavior: DATABASE_URL (PostgreSQL) is left to the start-up check', async () => {
  await prepareDevDatabase({ DATABASE_URL: 'postgres://stardust@127.0.0.1:1/none' }, newAppDir())
  expect(existsSync(path.join(appDir, '.data'))).toBe(false)
})

test('errors: a folder that cannot be opened changes nothing and throws nothing (the start-up check names it)', async () => {
  const file = path.join(newAppDir(), 'not-a-folder')
  writeFileSync(file, 'x')
  await expect(prepareDevDatabase({ STARDUST_DATA_DIR: file }, appDir)).resolves.toBeUndefined()
  await expect(prepareDevDatabase({ DATABASE_URL: 'mysql://nope' }, appDir)).resolves.toBeUndefined()
  expect(existsSync(path.join(appDir, '.data'))).toBe(false)
})
