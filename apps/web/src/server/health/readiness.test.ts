import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgres, startRedis, type RealService } from '@/test/realServices'

// GET /api/health against a real PostgreSQL and a real Redis of this file's own: each killed (SIGKILL)
// or hung (SIGSTOP), then brought back. Readiness must follow both ways; the seconds it takes are
// printed by `pnpm bench` (the polls here only wait far less than the old 60 s stale window).
let redis: RealService
let postgres: RealService
let GET: () => Promise<Response>

beforeAll(async () => {
  redis = await startRedis()
  postgres = await startPostgres()
  process.env.REDIS_URL = redis.url
  process.env.DATABASE_URL = postgres.url
  process.env.STARDUST_DEPLOYMENTS = '{}'
  const { migrateDatabase } = await import('@stardust/rewards-server')
  await migrateDatabase(postgres.url)
  ;({ GET } = await import('../../../app/api/health/route'))
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
