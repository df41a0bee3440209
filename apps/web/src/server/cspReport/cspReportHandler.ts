import { parseCspReports, type CspViolation } from './parseCspReports'

/** Reports one client may send per minute unless STARDUST_CSP_REPORTS_PER_MINUTE says otherwise (the catalog's default). */
export const CSP_REPORTS_PER_MINUTE = 60

/** The largest report body read (a Reporting API batch of a few violations is 2-8 KB). */
export const MAX_CSP_REPORT_BYTES = 32 * 1024

/** The content types browsers send reports with (report-uri; report-to), and plain JSON. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json']

export type CspReportOutcome = 'accepted' | 'malformed' | 'too_large' | 'rate_limited' | 'bad_method' | 'bad_type'

export type ConsumeResult = { allowed: true } | { allowed: false; retryAfterMs: number }

export type CspReportHandlerParameters = {
  /** Takes one report from this client's budget (rate-limiter-flexible in the site: cspReportLimiter.ts). */
  consume: (clientKey: string) => Promise<ConsumeResult>
  /** Who sent the request, as the site's other per-client limits count it. */
  clientKey: (request: Request) => string
  /** Logs and counts what arrived (recordCspReport.ts). */
  record: (outcome: CspReportOutcome, violations: CspViolation[]) => void
  maxBytes?: number
}

const empty = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** The body as text, or undefined past `maxBytes` (reading stops there). */
async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length')) > maxBytes) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * POST /api/csp-report: what browsers send for report-uri and report-to. An accepted or unreadable
 * report is 204 (a report never tells its sender more); another method 405, another content type 415,
 * a body past `maxBytes` 413, a client over its budget 429 with Retry-After.
 */
export function createCspReportHandler({ consume, clientKey, record, maxBytes = MAX_CSP_REPORT_BYTES }: CspReportHandlerParameters) {
  return async function cspReport(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      record('bad_method', [])
      return empty(405, { allow: 'POST' })
    }
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!REPORT_TYPES.includes(type)) {
      record('bad_type', [])
      return empty(415)
    }
    const budget = await consume(clientKey(request))
    if (!budget.allowed) {
      record('rate_limited', [])
      return empty(429, { 'retry-after': String(Math.max(1, Math.ceil(budget.retryAfterMs / 1000))) })
    }
    const body = await readCapped(request, maxBytes)
    if (body === undefined) {
      record('too_large', [])
      return empty(413)
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      json = undefined
    }
    const violations = parseCspReports(json)
    record(violations.length > 0 ? 'accepted' : 'malformed', violations)
    return empty(204)
  }
}
