import type { Logger } from 'pino'
import { logger } from '../observability/logger'
import { siteMetrics, type SiteMetrics } from '../observability/metrics'
import type { CspReportOutcome } from './cspReportHandler'
import type { CspViolation } from './parseCspReports'

// Label values come from the browser's report: anything outside these is `other`, so a forged report
// cannot grow the metrics' label sets.
const DIRECTIVES = new Set(['default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr', 'img-src', 'connect-src', 'frame-src', 'child-src', 'font-src', 'media-src', 'worker-src', 'manifest-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors', 'require-trusted-types-for', 'trusted-types'])
const DISPOSITIONS = new Set(['enforce', 'report'])

/**
 * Every report counted by outcome, every violation counted by directive and disposition and logged at
 * warn through the site's scrubbing logger (paths and hosts only: parseCspReports keeps no URL).
 */
export function recordCspReport(
  outcome: CspReportOutcome,
  violations: CspViolation[],
  { log = logger(), metrics = siteMetrics() }: { log?: Logger; metrics?: SiteMetrics } = {},
): void {
  metrics.cspReports.inc({ outcome })
  for (const violation of violations) {
    metrics.cspViolations.inc({
      directive: DIRECTIVES.has(violation.directive) ? violation.directive : 'other',
      disposition: DISPOSITIONS.has(violation.disposition) ? violation.disposition : 'other',
    })
    log.warn({ csp: violation }, 'content security policy violation')
  }
}
