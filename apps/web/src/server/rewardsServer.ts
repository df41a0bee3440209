import path from 'node:path'
import {
  createRewardsServer,
  DatabaseConfigError,
  loadDatabaseConfig,
  openDatabase,
  type Database,
  type RewardsServer,
  type StakingChain,
} from '@stardust/rewards-server'
import { getAuthServer } from './authServer'
import { getSiteDeployments } from './deployments'
import { gameLimitsFromEnv } from './gameLimits'
import { getServerPublicClient } from './serverClients'
import { closeOnStop } from './onStop'
import { stopStartOn } from './stopStartOn'
import { serverConfig } from '@/server/config/serverConfig'
import { logTo } from '@/server/observability/logTo'
import { printLine } from '../../server/plainLine.mjs'

type Env = Record<string, string | undefined>

// One database (PGlite folder or PostgreSQL pool) and one server per process, kept on globalThis
// so dev-mode module reloads reuse them: a second PGlite on the same folder would corrupt it.
const holder = globalThis as typeof globalThis & { __stardustRewards?: Promise<{ database: Database; server: RewardsServer }> }

/**
 * Which database the site uses: DATABASE_URL (PostgreSQL, several instances) when set, else the
 * embedded PGlite folder STARDUST_DATA_DIR (default apps/web/.data/pglite, gitignored).
 */
export function loadSiteDatabaseConfig(env: Env = serverConfig().env) {
  // turbopackIgnore: the folder is data made at run time, not code; traced, a build would ship the
  // developer's database in its standalone folder.
  return loadDatabaseConfig(env, { defaultDataDir: path.join(/* turbopackIgnore: true */ process.cwd(), '.data', 'pglite') })
}

/** Staking chains: every deployment with a staking contract, read through the site's one client per chain. */
function siteStakingChains(): StakingChain[] {
  return Object.values(getSiteDeployments()).flatMap((deployment) => {
    const client = deployment.staking ? getServerPublicClient(deployment.chainId) : undefined
    return client && deployment.staking ? [{ chainId: deployment.chainId, address: deployment.staking, client }] : []
  })
}

async function start(env: Env): Promise<{ database: Database; server: RewardsServer }> {
  const database = await openDatabase(loadSiteDatabaseConfig(env))
  closeOnStop('database', () => database.close())
  const auth = getAuthServer()
  // Game sessions are limited per client address too, keyed exactly as sign-in's limits are.
  // verifyRequest: a DPoP-bound token is accepted only with a fresh proof of its key.
  const server = createRewardsServer({
    database,
    verifyRequest: auth.verifyRequest,
    clientIp: auth.clientIp,
    staking: siteStakingChains(),
    gameLimits: gameLimitsFromEnv(env),
    logError: logTo('rewards'),
  })
  return { database, server }
}

/** The site's Stardust and game API, opened (and migrated) on first use. A failed open is retried on the next request. */
export async function getRewardsServer(): Promise<RewardsServer> {
  const pending = (holder.__stardustRewards ??= start(serverConfig().env))
  try {
    return (await pending).server
  } catch (error) {
    if (holder.__stardustRewards === pending) delete holder.__stardustRewards
    throw error
  }
}

/** Closes the process's database (pool or PGlite); the next request opens it again. */
export async function closeRewardsServer(): Promise<void> {
  const pending = holder.__stardustRewards
  delete holder.__stardustRewards
  const opened = await pending?.catch(() => undefined)
  await opened?.database.close()
}

/**
 * For instrumentation.ts: a malformed DATABASE_URL stops the start naming the variable; then the
 * database is opened: PGlite (development) is migrated; PostgreSQL must already hold this release's
 * schema (`stardust-migrate`, once per release), and one behind, unreachable or refusing the login
 * stops the start too.
 */
export async function startDatabaseAtStart(env: Env = serverConfig().env): Promise<void> {
  stopStartOn('Database setup failed', () => loadSiteDatabaseConfig(env), (error) => (error instanceof DatabaseConfigError ? error.shortMessage : undefined))
  try {
    await getRewardsServer()
  } catch (error) {
    if (!(error instanceof DatabaseConfigError)) throw error
    printLine(`Database setup failed: ${error.shortMessage}`)
    process.exit(1)
  }
}
