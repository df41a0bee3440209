import type { AuthServerConfig } from '../config/schema.js'

/** Request headers a dapp sends to the API (JSON bodies, tokens and DPoP proofs). */
const ALLOWED_HEADERS = 'content-type, authorization, dpop'
/** How long a browser may reuse a preflight answer; ours (10 min, Chromium's cap is 2 h). */
const PREFLIGHT_MAX_AGE_SECONDS = 600

/**
 * CORS response headers for a request's `Origin`, or undefined when CORS is off or the origin
 * is not allowed. A listed origin is echoed (and may carry credentials); the wildcard `*` is
 * sent as `*` and never with credentials.
 */
export function corsHeaders(config: AuthServerConfig, request: Request): Record<string, string> | undefined {
  const cors = config.cors
  const origin = request.headers.get('origin')
  if (!cors || origin === null) return undefined
  if (cors.origins.includes(origin)) {
    return { 'access-control-allow-origin': origin, ...(cors.credentials ? { 'access-control-allow-credentials': 'true' } : {}), vary: 'Origin' }
  }
  if (cors.origins.includes('*')) return { 'access-control-allow-origin': '*' }
  return undefined
}

/** The preflight answer for an allowed origin: 204 with the route's method. */
export function preflightResponse(headers: Record<string, string>, method: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...headers,
      'access-control-allow-methods': `${method}, OPTIONS`,
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
    },
  })
}

/** Copies CORS headers onto a handler's response. */
export function withCors(response: Response, headers: Record<string, string> | undefined, config: AuthServerConfig): Response {
  if (!config.cors) return response
  const out = new Response(response.body, response)
  for (const [name, value] of Object.entries(headers ?? {})) out.headers.set(name, value)
  // A 401's challenge says why (invalid_token or invalid_dpop_proof): scripts on the page may read it.
  if (headers) out.headers.set('access-control-expose-headers', 'www-authenticate')
  // Caches must not hand one origin's answer to another.
  if (!headers || headers.vary) out.headers.set('vary', 'Origin')
  return out
}
