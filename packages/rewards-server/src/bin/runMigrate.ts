import { DatabaseConfigError } from '../errors.js'
import { loadDatabaseConfig } from '../db/loadDatabaseConfig.js'
import { migrateDatabase } from '../db/migrateDatabase.js'

/**
 * The stardust-migrate command without the process around it: migrates DATABASE_URL and says what it
 * did in one line. Every failure is a DatabaseConfigError naming the variable, never echoing the URL.
 */
export async function runMigrate(env: Record<string, string | undefined>): Promise<string> {
  const config = loadDatabaseConfig(env, { defaultDataDir: '' })
  if (!('url' in config)) throw new DatabaseConfigError('DATABASE_URL is not set (PGlite, the development database, migrates itself at start)')
  let result: Awaited<ReturnType<typeof migrateDatabase>>
  try {
    result = await migrateDatabase(config.url)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]!.replaceAll(config.url, 'DATABASE_URL') : 'unknown error'
    throw new DatabaseConfigError(`DATABASE_URL: the migrations failed (${reason})`, { cause: error })
  }
  const applied = result.before.missing
  const total = result.after.applied
  return applied.length === 0
    ? `stardust-migrate: the schema was already current (${total} migrations)`
    : `stardust-migrate: applied ${applied.join(', ')}; the schema is current (${total} migrations)`
}
