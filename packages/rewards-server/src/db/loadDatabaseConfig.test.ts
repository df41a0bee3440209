import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { DatabaseConfigError } from '../errors.js'
import { loadDatabaseConfig } from './loadDatabaseConfig.js'
import { openDatabase } from './openDatabase.js'

const defaults = { defaultDataDir: '/srv/site/.data/pglite' }

describe('loadDatabaseConfig', () => {
  test('default', () => {
    expect(loadDatabaseConfig({}, defaults)).toEqual({ dataDir: '/srv/site/.data/pglite' })
  })

  test('parameters: DATABASE_URL wins over STARDUST_DATA_DIR; a relative data dir is resolved', () => {
    expect(loadDatabaseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app', STARDUST_DATA_DIR: '/x' }, defaults)).toEqual({ url: 'postgres://u:p@db:5432/app' })
    expect(loadDatabaseConfig({ STARDUST_DATA_DIR: 'data/pg' }, defaults)).toEqual({ dataDir: path.resolve('data/pg') })
    expect(loadDatabaseConfig({ DATABASE_URL: '  ' }, defaults)).toEqual({ dataDir: '/srv/site/.data/pglite' })
  })

  test('behavior: a malformed DATABASE_URL is a DatabaseConfigError naming the variable, without the password', () => {
    for (const url of ['not a url', 'mysql://u:secret@db/app', 'postgres:///nohost']) {
      const run = () => loadDatabaseConfig({ DATABASE_URL: url }, defaults)
      expect(run).toThrow(DatabaseConfigError)
      expect(run).toThrow(/^DATABASE_URL/)
      expect(run).not.toThrow(/secret/)
    }
  })
})

describe('openDatabase', () => {
  test('behavior: an unreachable PostgreSQL is a DatabaseConfigError naming DATABASE_URL', async () => {
    const opened = openDatabase({ url: 'postgres://postgres:secret@127.0.0.1:9/none' })
    await expect(opened).rejects.toThrow(DatabaseConfigError)
    await expect(opened).rejects.toThrow(/^DATABASE_URL: cannot open the database/)
    await expect(opened).rejects.not.toThrow(/secret/)
  })
})
