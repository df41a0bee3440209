// GET /api/health/live: liveness. The process answers; no dependency is asked, so a database or Redis
// outage never gets a healthy instance restarted (readiness, GET /api/health, says whether it can serve).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'live' }, { headers: { 'cache-control': 'no-store' } })
}
