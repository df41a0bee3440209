// The route label of a request for the duration histogram: a bounded set (API routes with their ids replaced,
// one label for every page, one for static files), so a scan of random paths cannot grow the metrics.

/** @type {[RegExp, string][]} */
const ROUTES = [
  [/^\/_next\/static\//, 'static'],
  [/^\/api\/health\/live\/?$/, '/api/health/live'],
  [/^\/api\/health\/?$/, '/api/health'],
  [/^\/api\/metrics\/?$/, '/api/metrics'],
  [/^\/api\/csp-report\/?$/, '/api/csp-report'],
  [/^\/api\/auth\//, '/api/auth'],
  [/^\/api\/v1\/user\/(nonce|login|me|logout)\/?$/, '/api/v1/user/$1'],
  [/^\/api\/v1\/game\/sessions\/?$/, '/api/v1/game/sessions'],
  [/^\/api\/v1\/game\/sessions\/[^/]+\/result\/?$/, '/api/v1/game/sessions/:id/result'],
  [/^\/api\/v1\/stardust\/(me|leaderboard|sync)\/?$/, '/api/v1/stardust/$1'],
  [/^\/api\/v1\/claims\/[^/]+\/[^/]+\/?$/, '/api/v1/claims/:chainId/:address'],
  [/^\/api\//, '/api/other'],
  [/^\/_next\//, 'next'],
]

/**
 * @param {string} url the request's path and query
 * @returns {string}
 */
export function requestRoute(url) {
  const pathname = url.split('?')[0] ?? '/'
  for (const [pattern, label] of ROUTES) {
    const match = pattern.exec(pathname)
    if (match) return label.replace('$1', match[1] ?? '')
  }
  return 'page'
}
