import path from 'node:path'
import { DatabaseConfigError } from '../errors.js'

type Env = Record<string, string | undefined>

export type DatabaseConfig = { url: string } | { dataDir: string }

/**
 * Which database to open: PostgreSQL at DATABASE_URL when it is set, else the embedded PGlite
 * folder STARDUST_DATA_DIR (default `defaultDataDir`). A DATABASE_URL that is not a
 * postgres:// URL throws DatabaseConfigError naming the variable (without echoing a password).
 */
export function loadDatabaseConfig(env: Env, defaults: { defaultDataDir: string }): DatabaseConfig {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw new DatabaseConfigError('DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database)')
    }
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
      throw new DatabaseConfigError(`DATABASE_URL must be a postgres:// or postgresql:// URL, not ${parsed.protocol}//`)
    }
    if (!parsed.hostname) throw new DatabaseConfigError('DATABASE_URL names no host')
    return { url }
  }
  const dataDir = env.STARDUST_DATA_DIR?.trim()
  return { dataDir: path.resolve(dataDir || defaults.defaultDataDir) }
}
