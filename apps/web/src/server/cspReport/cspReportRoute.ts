import { siteClientIp } from '../authServer'
import { serverConfig } from '../config/serverConfig'
import { createCspReportHandler } from './cspReportHandler'
import { createCspReportLimiter } from './cspReportLimiter'
import { recordCspReport } from './recordCspReport'

/** Reports one client may send per minute unless STARDUST_CSP_REPORTS_PER_MINUTE says otherwise. */
export const CSP_REPORTS_PER_MINUTE = 60

type Handler = (request: Request) => Promise<Response>
const holder = globalThis as typeof globalThis & { __stardustCspReport?: Handler }

/** The site's /api/csp-report handler, made on first use (one limiter per process). */
export function cspReportRoute(env: Record<string, string | undefined> = serverConfig().env): Handler {
  if (!holder.__stardustCspReport) {
    const limiter = createCspReportLimiter({ perMinute: Number(env.STARDUST_CSP_REPORTS_PER_MINUTE?.trim() || CSP_REPORTS_PER_MINUTE) })
    holder.__stardustCspReport = createCspReportHandler({ consume: limiter.consume, clientKey: siteClientIp, record: (outcome, violations) => recordCspReport(outcome, violations) })
  }
  return holder.__stardustCspReport
}
