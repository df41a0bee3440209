/** One violation as the site logs and counts it: no query strings, no full URLs of other sites. */
export type CspViolation = {
  /** The directive that was violated (effective-directive), e.g. `script-src-elem`. */
  directive: string
  /** What was blocked: `inline`, `eval`, `trusted-types-sink`, … a path on the site, or another site's host. */
  blocked: string
  /** The page's path. */
  page: string
  /** `enforce` or `report`. */
  disposition: string
  /** The script file and line that caused it, when the browser says (a path on the site, or a host). */
  source?: string
}

/** The most violations one request may carry (a Reporting API batch); the rest are dropped. */
export const MAX_VIOLATIONS_PER_REPORT = 20

const KEYWORDS = /^(?:inline|eval|wasm-eval|trusted-types-policy|trusted-types-sink|self|data|blob)$/

/**
 * A path on the site or another site's host, never a query, a fragment or a whole URL (the scrubbing
 * logger would blank a URL, and a query may carry what a script tried to send out); keywords as they are.
 */
function place(value: unknown, siteOrigin: string): string {
  if (typeof value !== 'string' || value === '') return ''
  if (KEYWORDS.test(value)) return value
  try {
    const url = new URL(value)
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1)
    return url.origin === siteOrigin ? url.pathname : url.host
  } catch {
    return value.slice(0, 40).replace(/[^\w:.-]/g, '')
  }
}

function originOf(value: unknown): string {
  try {
    return typeof value === 'string' ? new URL(value).origin : ''
  } catch {
    return ''
  }
}

const text = (value: unknown, max = 64): string => (typeof value === 'string' ? value.slice(0, max).replace(/[^\w '-]/g, '') : '')

/** One report body, in either vocabulary: report-uri's kebab-case or the Reporting API's camelCase. */
function violation(body: Record<string, unknown>): CspViolation | undefined {
  const directive = text(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive'])
  if (!directive) return undefined
  // The page's own origin (the site's public one, whatever the server listens on) tells its files from others.
  const documentUrl = body['document-uri'] ?? body.documentURL
  const siteOrigin = originOf(documentUrl)
  const blocked = place(body['blocked-uri'] ?? body.blockedURL, siteOrigin) || 'inline'
  const source = place(body['source-file'] ?? body.sourceFile, siteOrigin)
  const line = body['line-number'] ?? body.lineNumber
  return {
    directive: directive.split(' ')[0] ?? directive,
    blocked,
    page: place(documentUrl, siteOrigin),
    disposition: text(body.disposition) || 'enforce',
    ...(source ? { source: typeof line === 'number' ? `${source}:${line}` : source } : {}),
  }
}

/**
 * The violations in a report body: `{"csp-report": {...}}` (report-uri, application/csp-report) or an
 * array of `{type: "csp-violation", body: {...}}` (report-to, application/reports+json). Anything else
 * gives none; never throws.
 */
export function parseCspReports(json: unknown): CspViolation[] {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  const bodies = Array.isArray(json)
    ? json.filter((item) => isObject(item) && item.type === 'csp-violation' && isObject(item.body)).map((item) => (item as { body: Record<string, unknown> }).body)
    : isObject(json) && isObject(json['csp-report'])
      ? [json['csp-report']]
      : []
  return bodies
    .slice(0, MAX_VIOLATIONS_PER_REPORT)
    .map(violation)
    .filter((item): item is CspViolation => item !== undefined)
}
