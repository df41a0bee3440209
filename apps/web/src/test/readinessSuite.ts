import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { READINESS_WORKER_KEY } from '../../server/readinessState.mjs'
import { startPostgres, startRedis, type RealService } from '@/test/realServices'

// GET /api/health against a real PostgreSQL and a real Redis of the suite's own: each killed (SIGKILL) or hung
// (SIGSTOP), then brought back, and (onThread) a main thread kept busy past the checks' time limit. Readiness
// must follow the dependencies both ways, and never the busy loop; the seconds it takes are printed by `pnpm bench`.

const require = createRequire(import.meta.url)
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** As the production server does: the checks' thread and, outside its folder, where its clients are. */
function publishWorker(): void {
  const from = (pkg: string, name: string) => createRequire(require.resolve(`${pkg}/package.json`)).resolve(name)
  Object.assign(globalThis, {
    [READINESS_WORKER_KEY]: { file: path.join(web, 'server', 'readinessWorker.mjs'), modules: { pg: from('@stardust/rewards-server', 'pg'), ioredis: from('@stardust/auth-server', 'ioredis') } },
  })
}

/** Keeps this thread's event loop busy for `ms` at a stretch (a render that does not yield), as a saturating load does. */
function busy(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until);
}

export function readinessSuite({ onThread }: { onThread: boolean }): void {
  let redis: RealService
  let postgres: RealService
  let GET: () => Promise<Response>

  beforeAll(async () => {
    redis = await startRedis()
    postgres = await startPostgres()
    process.env.REDIS_URL = redis.url
    process.env.DATABASE_URL = postgres.url
    process.env.STARDUST_DEPLOYMENTS = '{}'
    if (onThread) publishWorker()
    const { migrateDatabase } = await import('@stardust/rewards-server')
    await migrateDatabase(postgres.url)
    ;({ GET } = await import('../../app/api/health/route'))
  }, 60_000)

  afterAll(async () => {
    const { closeServerPools } = await import('@/server/closeServerPools')
    await closeServerPools()
    await Promise.all([redis?.dispose(), postgres?.dispose()])
  })

  const readiness = async () => {
    const response = await GET()
    const report = (await response.json()) as { status: string; checks: { name: string; state: string }[] }
    return { status: response.status, report: report.status, ...Object.fromEntries(report.checks.map((check) => [check.name, check.state])) }
  }
  const POLL = { timeout: 15_000, interval: 200 }
  const ready = { status: 200, report: 'ok', database: 'ok', redis: 'ok' }

  describe.each([
    ['Redis', () => redis, 'redis'],
    ['PostgreSQL', () => postgres, 'database'],
  ] as const)('readiness with %s', { timeout: 120_000 }, (_, service, check) => {
    test(`behavior: SIGKILL -> 503 with ${check} down; restarted -> 200 again`, async () => {
      await expect.poll(readiness, POLL).toEqual(ready)
      await service().kill()
      await expect.poll(readiness, POLL).toMatchObject({ status: 503, report: 'down', [check]: 'down' })
      await service().restart()
      await expect.poll(readiness, POLL).toEqual(ready)
    })

    test(`behavior: SIGSTOP (hung: connections open, no answer) -> 503 with ${check} down; SIGCONT -> 200 again`, async () => {
      await expect.poll(readiness, POLL).toEqual(ready)
      service().hang()
      try {
        await expect.poll(readiness, POLL).toMatchObject({ status: 503, report: 'down', [check]: 'down' })
      } finally {
        service().release()
      }
      await expect.poll(readiness, POLL).toEqual(ready)
    })
  })

  // Each poll is asked, then the loop is held for longer than a check's time limit (2 s) before it can read the
  // dependencies' answers. In this thread the check's clock runs on through the hold and the answer is read after
  // it: down. On the checks' own thread they answer as they would on an idle machine.
  test(`behavior: a main thread busy past the checks' time limit, both dependencies up -> ${onThread ? 'every poll 200' : 'polls answered 503'}`, async () => {
    await expect.poll(readiness, POLL).toEqual(ready)
    const statuses: number[] = []
    for (let poll = 0; poll < 6; poll++) {
      // The last answer is reused for 1 s: let it age, so each poll runs its checks again.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      const answer = readiness()
      busy(2_500)
      statuses.push((await answer).status)
    }
    if (onThread) expect(statuses).toEqual(Array(6).fill(200))
    else expect(statuses).toContain(503)
  }, 60_000)
}
