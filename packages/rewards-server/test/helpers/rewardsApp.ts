import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { StakingChain } from '../../src/context.js'
import { createRewardsServer } from '../../src/createRewardsServer.js'
import { alice, bob } from './accounts.js'
import { api } from './api.js'
import { createTestAuth, type TestAuth } from './auth.js'
import { createClock, type Clock } from './clock.js'
import { createTestDatabase, type Driver, type TestDatabase } from './testDatabase.js'

export type RewardsApp = {
  t: TestDatabase
  auth: TestAuth
  clock: Clock
  tokens: { alice: string; bob: string }
  /** A client of a server over the current database (rebuilt after a PGlite restart). */
  client: () => ReturnType<typeof api>
}

/**
 * Per test: a fresh database of `driver` and a rewards server on it; per file: a real auth-server
 * with alice and bob signed in. `staking` is read when each client is built.
 */
export function useRewardsApp(driver: Driver, options: { onDisk?: boolean; staking?: () => readonly StakingChain[] } = {}): RewardsApp {
  const app = { clock: createClock(), tokens: { alice: '', bob: '' } } as RewardsApp
  beforeAll(async () => {
    app.auth = createTestAuth()
    app.tokens = { alice: await app.auth.tokenFor(alice), bob: await app.auth.tokenFor(bob) }
  })
  afterAll(async () => {
    await app.auth.server.close()
  })
  beforeEach(async () => {
    app.clock.set(new Date('2026-11-22T12:00:00Z'))
    app.t = await createTestDatabase(driver, { onDisk: options.onDisk ?? false })
  })
  afterEach(async () => {
    await app.t.dispose()
  })
  app.client = () =>
    api(createRewardsServer({ database: app.t.database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, staking: options.staking?.() ?? [] }))
  return app
}
