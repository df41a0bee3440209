// `pnpm dev` creates and migrates the development database (PGlite) while the local chain starts and is
// seeded in its own process: `next dev`'s start-up check (instrumentation.ts) then opens a ready folder
// (about 1.6 s here) instead of creating one (about 5.4 s) after everything else.
import path from 'node:path'

/**
 * Opens (creating and migrating) the PGlite folder the site will use, then closes it: the site must be
 * its only user. Nothing for PostgreSQL (DATABASE_URL), and nothing on any error: the site's start-up
 * check opens the same database and names what is wrong the way it always does.
 * @param {Record<string, string | undefined>} env
 * @param {string} appDir the site's folder, `next dev`'s working folder (src/server/rewardsServer.ts
 *   defaults to `.data/pglite` in it)
 * @returns {Promise<void>}
 */
export async function prepareDevDatabase(env, appDir) {
  try {
    const { loadDatabaseConfig, openDatabase } = await import('@stardust/rewards-server')
    const config = loadDatabaseConfig(env, { defaultDataDir: path.join(appDir, '.data', 'pglite') })
    if (!('dataDir' in config)) return
    const database = await openDatabase(config)
    await database.close()
  } catch {
    // reported by the start-up check
  }
}
