import { siteClientIp } from '../authServer'
import { serverConfig, type ServerConfig } from '../config/serverConfig'
import { createCspReportHandler, CSP_REPORTS_PER_MINUTE } from './cspReportHandler'
import { createCspReportLimiter } from './cspReportLimiter'
import { recordCspReport } from './recordCspReport'

type Handler = (request: Request) => Promise<Response>
const holder = globalThis as typeof globalThis & { __stardustCspReport?: Handler }

/**
 * The per-client budget from the configuration read once at start, where the schema checked it (a whole number
 * above 0, else the start stops naming STARDUST_CSP_REPORTS_PER_MINUTE): never from process.env here.
 */
export function cspReportsPerMinute({ env }: Pick<ServerConfig, 'env'>): number {
  return env.STARDUST_CSP_REPORTS_PER_MINUTE ? Number(env.STARDUST_CSP_REPORTS_PER_MINUTE) : CSP_REPORTS_PER_MINUTE
}

/** The site's /api/csp-report handler, made on first use (one limiter per process). */
export function cspReportRoute(config: Pick<ServerConfig, 'env'> = serverConfig()): Handler {
  if (!holder.__stardustCspReport) {
    const limiter = createCspReportLimiter({ perMinute: cspReportsPerMinute(config) })
    holder.__stardustCspReport = createCspReportHandler({ consume: limiter.consume, clientKey: siteClientIp, record: (outcome, violations) => recordCspReport(outcome, violations) })
  }
  return holder.__stardustCspReport
}
