import { logger } from './logger'
import { siteMetrics } from './metrics'

type Handler<C extends unknown[]> = (request: Request, ...context: C) => Promise<Response>

/** The error code of a failed API answer ({error: {code}}), read from a copy of its body. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } }
    return typeof body.error?.code === 'string' ? body.error.code : undefined
  } catch {
    return undefined
  }
}

/** What a route's answers add to the product counters: sign-ins by result, games finished and Stardust credited. */
async function countOutcome(route: string, request: Request, response: Response, code: string | undefined): Promise<void> {
  const metrics = siteMetrics()
  const path = new URL(request.url).pathname
  if (code?.startsWith('dpop_')) metrics.dpopRefusals.inc({ route, code })
  if (route === 'user' && request.method === 'POST' && path.endsWith('/login')) metrics.signIns.inc({ result: response.ok ? 'ok' : (code ?? `http_${response.status}`) })
  if (route === 'game' && request.method === 'POST' && path.endsWith('/result') && response.ok) {
    metrics.gamesFinished.inc()
    const body = (await response.clone().json().catch(() => undefined)) as { data?: { stardust?: unknown } } | undefined
    const stardust = Number(body?.data?.stardust)
    if (Number.isFinite(stardust) && stardust > 0) metrics.stardustCredited.inc(stardust)
  }
}

/**
 * An API route's handler, counted and logged: every answer by route and status; one log line for an
 * answer that failed (4xx at warn, 5xx or a throw at error: method, route, path without its query,
 * status, error code, duration; never a header, token or body), none for one that succeeded.
 */
export function observedRoute<C extends unknown[]>(route: string, handler: Handler<C>): Handler<C> {
  return async (request, ...context) => {
    const start = performance.now()
    let response: Response
    try {
      response = await handler(request, ...context)
    } catch (error) {
      siteMetrics().apiResponses.inc({ route, status: '500' })
      logger().error({ event: 'request_failed', route, method: request.method, status: 500, durationMs: Math.round(performance.now() - start), err: error }, 'request failed')
      throw error
    }
    const failed = response.status >= 400
    const code = failed ? await errorCodeOf(response) : undefined
    siteMetrics().apiResponses.inc({ route, status: String(response.status) })
    await countOutcome(route, request, response, code).catch(() => {})
    if (failed) {
      const line = { event: 'request_failed', route, method: request.method, path: new URL(request.url).pathname, status: response.status, code, durationMs: Math.round(performance.now() - start) }
      if (response.status >= 500) logger().error(line, 'request failed')
      else logger().warn(line, 'request failed')
    }
    return response
  }
}
