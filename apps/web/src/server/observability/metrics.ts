import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

// Inlined at build time by next.config.ts (the package's version, the git commit built).
const BUILD_VERSION = process.env.STARDUST_BUILD_VERSION || 'unknown'
const BUILD_COMMIT = process.env.STARDUST_BUILD_COMMIT || 'unknown'

function createSiteMetrics() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    rpcCalls: new Counter({ name: 'stardust_rpc_requests_total', help: 'JSON-RPC calls of the server, by chain, endpoint (position in the list) and outcome', labelNames: ['chain', 'endpoint', 'outcome'], registers }),
    rpcDuration: new Histogram({ name: 'stardust_rpc_request_duration_seconds', help: 'JSON-RPC call latency, by chain and endpoint', labelNames: ['chain', 'endpoint'], buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers }),
    dpopRefusals: new Counter({ name: 'stardust_dpop_refusals_total', help: 'Requests refused for their DPoP proof (401 dpop_invalid / dpop_replayed), by route and code', labelNames: ['route', 'code'], registers }),
    signIns: new Counter({ name: 'stardust_sign_ins_total', help: 'Sign-ins (POST /api/v1/user/login) by result: ok or the error code', labelNames: ['result'], registers }),
    apiResponses: new Counter({ name: 'stardust_api_responses_total', help: 'API responses by route and HTTP status', labelNames: ['route', 'status'], registers }),
    stardustCredited: new Counter({ name: 'stardust_credited_total', help: 'Stardust credited by finished games', registers }),
    gamesFinished: new Counter({ name: 'stardust_games_finished_total', help: 'Games finished and scored', registers }),
    ready: new Gauge({ name: 'stardust_ready', help: 'Readiness: 1 when the last /api/health answered 200, 0 when 503', registers }),
    cspReports: new Counter({ name: 'stardust_csp_reports_total', help: 'Requests to /api/csp-report by outcome (accepted, malformed, too_large, rate_limited, bad_method, bad_type)', labelNames: ['outcome'], registers }),
    cspViolations: new Counter({ name: 'stardust_csp_violations_total', help: 'Content-Security-Policy violations reported by browsers, by directive and disposition (enforce or report)', labelNames: ['directive', 'disposition'], registers }),
    healthCheck: new Gauge({ name: 'stardust_health_check_up', help: 'Each readiness check: 1 ok, 0 down (as of the last poll of /api/health)', labelNames: ['check'], registers }),
    buildInfo: new Gauge({ name: 'stardust_build_info', help: 'The running build: version and commit', labelNames: ['version', 'commit'], registers }),
  }
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>

const holder = globalThis as typeof globalThis & { __stardustMetrics?: SiteMetrics }

/** The process's one registry and its metrics (on globalThis: every route bundle counts into the same ones). */
export function siteMetrics(): SiteMetrics {
  if (!holder.__stardustMetrics) {
    const metrics = createSiteMetrics()
    metrics.buildInfo.set({ version: BUILD_VERSION, commit: BUILD_COMMIT }, 1)
    holder.__stardustMetrics = metrics
  }
  return holder.__stardustMetrics
}
