import { createHash, timingSafeEqual } from 'node:crypto'
import { siteMetrics } from './metrics'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * GET /api/metrics: the process's metrics in Prometheus text, for a scraper holding METRICS_TOKEN
 * (Authorization: Bearer <token>, compared in constant time). Without METRICS_TOKEN the endpoint is
 * off: 404, as for any unknown path (nothing says it exists). A wrong or missing token: 401.
 */
export async function metricsResponse(request: Request, env: Record<string, string | undefined> = process.env): Promise<Response> {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? ''
  if (!timingSafeEqual(digest(given), digest(token))) {
    return new Response('Unauthorized', { status: 401, headers: { 'cache-control': 'no-store', 'www-authenticate': 'Bearer' } })
  }
  const { registry } = siteMetrics()
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
}
