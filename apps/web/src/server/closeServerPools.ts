import { closeRewardsServer } from './rewardsServer'
import { closeAuthServer } from './authServer'
import { closeReadinessDatabase } from './health/siteChecks'

/**
 * Closes what the process holds open to its dependencies: the ledger's database (PostgreSQL pool or
 * PGlite), readiness's own database connection and the sign-in store's Redis connection. For a graceful stop, once in-flight requests are
 * done; a request after it opens them again. Never rejects.
 */
export async function closeServerPools(): Promise<void> {
  await Promise.all([closeRewardsServer().catch(() => {}), closeAuthServer().catch(() => {}), closeReadinessDatabase().catch(() => {})])
}
