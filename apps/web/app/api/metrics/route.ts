import { metricsResponse } from '@/server/observability/metricsEndpoint'

// GET /api/metrics: Prometheus text for a scraper with METRICS_TOKEN (off, 404, without it).
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return metricsResponse(request)
}
