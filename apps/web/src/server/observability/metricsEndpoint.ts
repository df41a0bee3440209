import { createHash, timingSafeEqual } from 'node:crypto'
import type { Registry } from 'prom-client'
import { siteMetrics } from './metrics'

const SERVER_REGISTRY = Symbol.for('stardust.serverRegistry')
import { serverConfig } from '@/server/config/serverConfig'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * GET /api/metrics: the process's metrics in Prometheus text, for a scraper holding METRICS_TOKEN
 * (Authorization: Bearer <token>, compared in constant time). Without METRICS_TOKEN the endpoint is
 * off: 404, as for any unknown path (nothing says it exists). A wrong or missing token: 401.
 */
export async function metricsResponse(request: Request, env: Record<string, string | undefined> = serverConfig().env): Promise<Response> {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const given = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim() ?? ''
  if (!timingSafeEqual(digest(given), digest(token))) {
    return new Response('Unauthorized', { status: 401, headers: { 'cache-control': 'no-store', 'www-authenticate': 'Bearer' } })
  }
  const { registry } = siteMetrics()
  // The production server's registry (its gate and request durations, server/serverMetrics.mjs): none under next start.
  const server = (globalThis as Record<symbol, unknown>)[SERVER_REGISTRY] as Registry | undefined
  const text = [await registry.metrics(), ...(server ? [await server.metrics()] : [])].join('\n')
  return new Response(text, { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } })
}
