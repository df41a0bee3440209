import { describe, expect, test } from 'vitest'
import { createCspReportHandler, type CspReportOutcome } from './cspReportHandler'
import { createCspReportLimiter } from './cspReportLimiter'
import type { CspViolation } from './parseCspReports'

const REPORT = JSON.stringify({ 'csp-report': { 'document-uri': 'https://stardust.example/', 'effective-directive': 'connect-src', 'blocked-uri': 'https://evil.example/x', disposition: 'enforce' } })
function setup({ perMinute = 100, maxBytes }: { perMinute?: number; maxBytes?: number } = {}) {
  const limiter = createCspReportLimiter({ perMinute })
  const recorded: [CspReportOutcome, CspViolation[]][] = []
  const handler = createCspReportHandler({
    consume: limiter.consume,
    clientKey: (request) => request.headers.get('x-test-client') ?? 'one',
    record: (outcome, violations) => recorded.push([outcome, violations]),
    ...(maxBytes ? { maxBytes } : {}),
  })
  return { handler, recorded }
}

const post = (body: BodyInit, type = 'application/csp-report', headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/csp-report', { method: 'POST', body, headers: { 'content-type': type, ...headers } })

describe('createCspReportHandler', () => {
  test('default: a report is 204 and recorded with its violation', async () => {
    const { handler, recorded } = setup()
    const response = await handler(post(REPORT))
    expect(response.status).toBe(204)
    expect(recorded).toEqual([['accepted', [{ directive: 'connect-src', blocked: 'evil.example', page: '/', disposition: 'enforce' }]]])
  })

  test('behavior: a Reporting API batch (application/reports+json) is read too', async () => {
    const { handler, recorded } = setup()
    const batch = JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'https://stardust.example/a', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/i.png', disposition: 'enforce' } }])
    expect((await handler(post(batch, 'application/reports+json'))).status).toBe(204)
    expect(recorded[0]?.[1]).toEqual([{ directive: 'img-src', blocked: 'evil.example', page: '/a', disposition: 'enforce' }])
  })

  test('behavior: POST only (405 with Allow), report content types only (415)', async () => {
    const { handler, recorded } = setup()
    const get = await handler(new Request('http://127.0.0.1/api/csp-report'))
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST'])
    expect((await handler(post(REPORT, 'text/plain'))).status).toBe(415)
    expect(recorded.map(([outcome]) => outcome)).toEqual(['bad_method', 'bad_type'])
  })

  test('behavior: a body past the limit is 413, declared or streamed, and nothing of it is recorded', async () => {
    const { handler, recorded } = setup({ maxBytes: 1024 })
    const big = JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', pad: 'x'.repeat(2000) } })
    expect((await handler(post(big))).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(600)))
        controller.close()
      },
    })
    const streamed = new Request('http://127.0.0.1/api/csp-report', { method: 'POST', body: stream, headers: { 'content-type': 'application/csp-report' }, duplex: 'half' } as RequestInit)
    expect((await handler(streamed)).status).toBe(413)
    expect(recorded).toEqual([['too_large', []], ['too_large', []]])
  })

  test('behavior: an unreadable report is 204 (the sender learns nothing) and recorded as malformed', async () => {
    const { handler, recorded } = setup()
    expect((await handler(post('{not json'))).status).toBe(204)
    expect(recorded).toEqual([['malformed', []]])
  })

  test('behavior: a client past its budget is 429 with Retry-After; another client is not', async () => {
    const { handler, recorded } = setup({ perMinute: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await handler(post(REPORT))).status)
    const limited = await handler(post(REPORT))
    expect([...statuses, limited.status]).toEqual([204, 204, 429, 429])
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await handler(post(REPORT, undefined, { 'x-test-client': 'two' }))).status).toBe(204)
    expect(recorded.filter(([outcome]) => outcome === 'rate_limited')).toHaveLength(2)
  })
})
