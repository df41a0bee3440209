import { serverConfig } from '@/server/config/serverConfig'
import { summarize } from '@/server/health/healthReport'
import { siteChecks } from '@/server/health/siteChecks'
import { siteMetrics } from '@/server/observability/metrics'

// GET /api/health: each dependency's state; 200 when the site can serve, 503 when it
// cannot (readiness; GET /api/health/live is liveness). Under the production server PostgreSQL and Redis are
// checked on a thread of their own every 0.5 s (2 s limit) and read here; chains on request (2 s limit, reused
// 5 s): cheap to poll every second, never a stale answer. `mode` says how
// the instance keeps its state (fleet, or single-instance when STARDUST_SINGLE_INSTANCE=1 let it start alone).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const { report, httpStatus } = summarize(await siteChecks())
  const { healthCheck, ready } = siteMetrics()
  for (const check of report.checks) healthCheck.set({ check: check.name }, check.state === 'ok' ? 1 : 0)
  ready.set(httpStatus === 200 ? 1 : 0)
  return Response.json({ ...report, mode: serverConfig().mode }, {
    status: httpStatus,
    headers: { 'cache-control': 'no-store', ...(httpStatus === 503 ? { 'retry-after': '5' } : {}) },
  })
}
