import { summarize } from '@/server/health/healthReport'
import { siteChecks } from '@/server/health/siteChecks'

// GET /api/health (docs/api.md): each dependency's state; 200 when the site can serve, 503 when it
// cannot. Each check is a shared read (5 s fresh, one in flight, 2 s budget): cheap to poll every few seconds.
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  const { report, httpStatus } = summarize(await siteChecks())
  return Response.json(report, {
    status: httpStatus,
    headers: { 'cache-control': 'no-store', ...(httpStatus === 503 ? { 'retry-after': '5' } : {}) },
  })
}
