import { expect, test } from '@playwright/test'
import { E2E_CHAINS } from '../chains'

test('default: GET /api/health lists the database, each chain RPC with its block and latency, each claim root; 200 ok; no URL or key', async ({ request }) => {
  const response = await request.get('/api/health')
  const body = await response.text()
  const report = JSON.parse(body) as { status: string; checks: { name: string; state: string; latencyMs?: number; block?: string; chain?: string }[] }
  expect([response.status(), report.status]).toEqual([200, 'ok'])
  expect(response.headers()['cache-control']).toBe('no-store')
  const byName = new Map(report.checks.map((check) => [check.name, check]))
  expect(byName.get('database')?.state).toBe('ok')
  for (const { chainId } of Object.values(E2E_CHAINS)) {
    expect(byName.get(`rpc:${chainId}`)).toMatchObject({ state: 'ok', block: expect.stringMatching(/^\d+$/), latencyMs: expect.any(Number) })
    expect(byName.get(`claims:${chainId}`)?.state).toBe('ok')
  }
  expect(body).not.toMatch(/https?:|127\.0\.0\.1|secret/i)
})
