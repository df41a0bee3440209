// Readiness under load: the production server of the build, at the gate's default settings, under a crowd of four
// times its slots (32) that keeps every slot busy and the queue full, with a PostgreSQL and a Redis of this file's
// own. While both are up readiness answers 200 to every poll (its checks run on a thread of their own, so the
// rendering that saturates the event loop is never read as a dependency down); when either is hung (SIGSTOP) or
// killed (SIGKILL) it turns 503, and 200 again once the dependency is back. The seconds it takes are `pnpm bench`'s
// figures (bench/readiness.mjs); here only what readiness answers is asserted.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgres, startRedis, type RealService } from '../src/test/realServices'
import { metric, msUntilReadiness, readinessFor, startLoad, startProduction } from '../bench/productionLoad.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CROWD = 4 * 32
const WAIT = { timeoutMs: 30_000 }

let postgres: RealService
let redis: RealService
let site: Awaited<ReturnType<typeof startProduction>>
let load: ReturnType<typeof startLoad>

beforeAll(async () => {
  ;[postgres, redis] = await Promise.all([startPostgres(), startRedis()])
  // The release step (stardust-migrate), as before any instance starts.
  execFileSync(path.join(web, 'node_modules', '.bin', 'stardust-migrate'), { env: { ...process.env, DATABASE_URL: postgres.url }, stdio: 'ignore' })
  site = await startProduction({ DATABASE_URL: postgres.url, REDIS_URL: redis.url })
  load = startLoad(site.url, CROWD)
}, 240_000)

afterAll(async () => {
  await load?.stop()
  await site?.stop()
  await Promise.all([postgres?.dispose(), redis?.dispose()])
}, 60_000)

describe('readiness under a saturating load', { timeout: 180_000 }, () => {
  test('behavior: PostgreSQL and Redis up -> every poll answered 200, none 503, while the gate queues and sheds', async () => {
    expect(await msUntilReadiness(site.url, 200, WAIT)).toBeDefined()
    const statuses = await readinessFor(site.url, 20_000)
    const counts = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]))
    console.log(`readiness while healthy under the load: ${JSON.stringify(counts)} (status: polls; 0: no answer within 10 s)`)
    expect(counts[503] ?? 0).toBe(0)
    expect(counts[200]).toBe(statuses.length)
    // The load did saturate the server: requests waited for a slot.
    expect(await metric(site.url, 'stardust_gate_queued_total')).toBeGreaterThan(0)
  })

  test.each([
    ['Redis', 'hung (SIGSTOP)', () => redis, 'hang'],
    ['PostgreSQL', 'hung (SIGSTOP)', () => postgres, 'hang'],
    ['Redis', 'killed (SIGKILL)', () => redis, 'kill'],
    ['PostgreSQL', 'killed (SIGKILL)', () => postgres, 'kill'],
  ] as const)('behavior: %s %s -> 503 under the load; back -> 200', async (_, __, service, how) => {
    expect(await msUntilReadiness(site.url, 200, WAIT)).toBeDefined()
    if (how === 'hang') service().hang()
    else await service().kill()
    try {
      expect(await msUntilReadiness(site.url, 503, WAIT)).toBeDefined()
    } finally {
      if (how === 'hang') service().release()
      else await service().restart()
    }
    expect(await msUntilReadiness(site.url, 200, WAIT)).toBeDefined()
  })
})
