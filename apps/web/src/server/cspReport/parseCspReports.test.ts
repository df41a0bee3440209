import { describe, expect, test } from 'vitest'
import { MAX_VIOLATIONS_PER_REPORT, parseCspReports } from './parseCspReports'

// What Chromium sent for the e2e suite's injected image (report-uri) and inline script (report-to).
const REPORT_URI = {
  'csp-report': {
    'document-uri': 'https://stardust.example/stake?ref=abc',
    referrer: '',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/collect?token=eyJsecret',
    'status-code': 200,
    'script-sample': '',
  },
}
const REPORTS_JSON = [
  {
    type: 'csp-violation',
    url: 'https://stardust.example/claim',
    body: { documentURL: 'https://stardust.example/claim', effectiveDirective: 'script-src-elem', blockedURL: 'inline', disposition: 'report', sourceFile: 'https://stardust.example/_next/static/chunks/a.js?v=1', lineNumber: 3 },
  },
  { type: 'deprecation', body: { id: 'x' } },
]

describe('parseCspReports', () => {
  test('default: a report-uri body gives its violation, with the page path and the blocked host only', () => {
    expect(parseCspReports(REPORT_URI)).toEqual([{ directive: 'img-src', blocked: 'evil.example', page: '/stake', disposition: 'enforce' }])
  })

  test('behavior: a Reporting API batch gives its csp-violation bodies; the site\'s own script stays a path', () => {
    expect(parseCspReports(REPORTS_JSON)).toEqual([{ directive: 'script-src-elem', blocked: 'inline', page: '/claim', disposition: 'report', source: '/_next/static/chunks/a.js:3' }])
  })

  test('behavior: no query, token or whole URL of the report survives', () => {
    expect(JSON.stringify(parseCspReports(REPORT_URI))).not.toMatch(/token|eyJ|ref=|https?:/)
  })

  test('behavior: anything else gives nothing and never throws', () => {
    for (const body of [undefined, null, 'x', 42, [], {}, { 'csp-report': 'x' }, { 'csp-report': {} }, [{ type: 'csp-violation', body: 'x' }]]) {
      expect(parseCspReports(body)).toEqual([])
    }
  })

  test('behavior: a batch is cut at MAX_VIOLATIONS_PER_REPORT', () => {
    const batch = Array.from({ length: MAX_VIOLATIONS_PER_REPORT + 5 }, () => REPORTS_JSON[0])
    expect(parseCspReports(batch)).toHaveLength(MAX_VIOLATIONS_PER_REPORT)
  })
})
