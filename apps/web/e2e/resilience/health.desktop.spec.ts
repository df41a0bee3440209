import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_CHAINS, E2E_DEPLOYMENTS_DIR } from '../chains'
import { appDir } from '../site.mjs'
import { RESILIENCE_PORTS, startOwnSite } from './ownSite'

type Report = { status: string; mode: string; checks: { name: string; state: string; latencyMs?: number; block?: string; chain?: string; reason?: string }[] }

test('default: GET /api/health lists the database, each chain RPC with its block and latency, each claim root; 200 ok; no URL or key', async ({ request }) => {
  const response = await request.get('/api/health')
  const body = await response.text()
  const report = JSON.parse(body) as Report
  // The suite's server runs alone on PGlite, as STARDUST_SINGLE_INSTANCE=1 allows (e2e/env.ts): readiness says so.
  expect([response.status(), report.status, report.mode]).toEqual([200, 'ok', 'single-instance'])
  expect(response.headers()['cache-control']).toBe('no-store')
  const byName = new Map(report.checks.map((check) => [check.name, check]))
  expect(byName.get('database')?.state).toBe('ok')
  for (const { chainId } of Object.values(E2E_CHAINS)) {
    expect(byName.get(`rpc:${chainId}`)).toMatchObject({ state: 'ok', block: expect.stringMatching(/^\d+$/), latencyMs: expect.any(Number) })
    expect(byName.get(`claims:${chainId}`)?.state).toBe('ok')
  }
  expect(body).not.toMatch(/https?:|127\.0\.0\.1|secret/i)
})

test('default: GET /api/health/live answers 200 live without asking any dependency; GET /api/metrics is off without METRICS_TOKEN (404)', async ({ request }) => {
  const live = await request.get('/api/health/live')
  expect([live.status(), await live.json(), live.headers()['cache-control']]).toEqual([200, { status: 'live' }, 'no-store'])
  expect((await request.get('/api/metrics')).status()).toBe(404)
})

// A site of its own whose sign-in store is a Redis of this spec's: Redis gone, the site cannot sign anyone in.
test('behavior: with REDIS_URL, Redis is checked; Redis gone -> 503 down with Retry-After, the password never shown', async () => {
  test.setTimeout(90_000)
  const deployments = JSON.parse(readFileSync(path.join(appDir, E2E_DEPLOYMENTS_DIR, 'deployments.json'), 'utf8')) as Record<string, unknown>
  const redis = spawn('redis-server', ['--port', String(RESILIENCE_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--requirepass', 'e2e-redis-password'], { stdio: 'ignore' })
  let site: Awaited<ReturnType<typeof startOwnSite>> | undefined
  try {
    site = await startOwnSite({
      port: RESILIENCE_PORTS.redisSite,
      deployments,
      rpc: { REDIS_URL: `redis://:e2e-redis-password@127.0.0.1:${RESILIENCE_PORTS.redis}` },
    })
    const health = async () => {
      const response = await fetch(`${site!.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
      const body = await response.text()
      expect(body).not.toMatch(/e2e-redis-password|redis:\/\//)
      return { status: response.status, retryAfter: response.headers.get('retry-after'), report: JSON.parse(body) as Report }
    }
    const up = await health()
    expect([up.status, up.report.checks.find((check) => check.name === 'redis')?.state]).toEqual([200, 'ok'])

    redis.kill('SIGKILL')
    // Past the Redis check's reuse (1 s); its time limit is 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const down = await health()
    expect([down.status, down.report.status, down.retryAfter]).toEqual([503, 'down', '5'])
    expect(down.report.checks.find((check) => check.name === 'redis')?.state).toBe('down')
    expect(down.report.checks.find((check) => check.name === 'database')?.state).toBe('ok')
  } finally {
    redis.kill('SIGKILL')
    await site?.stop()
  }
})
