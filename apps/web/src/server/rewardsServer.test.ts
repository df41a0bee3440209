import path from 'node:path'
import { DatabaseConfigError } from '@stardust/rewards-server'
import { describe, expect, test } from 'vitest'
import { loadSiteDatabaseConfig } from './rewardsServer'

describe('loadSiteDatabaseConfig', () => {
  test('default', () => {
    // The run command's PGlite folder: under the app's own .data/ (gitignored).
    expect(loadSiteDatabaseConfig({})).toEqual({ dataDir: path.join(process.cwd(), '.data', 'pglite') })
  })

  test('parameters: DATABASE_URL selects PostgreSQL; STARDUST_DATA_DIR moves the PGlite folder', () => {
    expect(loadSiteDatabaseConfig({ DATABASE_URL: 'postgresql://site@db.internal:5432/stardust' })).toEqual({ url: 'postgresql://site@db.internal:5432/stardust' })
    expect(loadSiteDatabaseConfig({ STARDUST_DATA_DIR: '/var/lib/stardust' })).toEqual({ dataDir: '/var/lib/stardust' })
  })

  test('behavior: a DATABASE_URL that is not a postgres URL is a setup error naming the variable', () => {
    expect(() => loadSiteDatabaseConfig({ DATABASE_URL: 'redis://localhost:6379' })).toThrow(DatabaseConfigError)
    expect(() => loadSiteDatabaseConfig({ DATABASE_URL: 'redis://localhost:6379' })).toThrow(/^DATABASE_URL/)
  })
})
