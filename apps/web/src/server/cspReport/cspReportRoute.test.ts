// /api/csp-report's budget comes from the configuration read once at start (serverConfig), like every other
// setting, and a bad value stops that start, naming the variable.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkServerEnvAtStart } from '../config/checkConfigAtStart'
import { readServerConfig } from '../config/serverConfig'
import { cspReportRoute, cspReportsPerMinute } from './cspReportRoute'

const REPORT = JSON.stringify({ 'csp-report': { 'document-uri': 'https://stardust.example/', 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example/x', disposition: 'enforce' } })
const post = () => new Request('http://127.0.0.1/api/csp-report', { method: 'POST', body: REPORT, headers: { 'content-type': 'application/csp-report' } })

afterEach(() => vi.unstubAllEnvs())

describe('cspReportRoute', () => {
  test('default: 60 reports a minute when unset', () => {
    expect(cspReportsPerMinute(readServerConfig({}, { atStart: false }))).toBe(60)
  })

  test('behavior: the budget is the one the configuration read at start, not what process.env says later', async () => {
    readServerConfig({ STARDUST_CSP_REPORTS_PER_MINUTE: '2' }, { atStart: false })
    vi.stubEnv('STARDUST_CSP_REPORTS_PER_MINUTE', '1000')
    const route = cspReportRoute()
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await route(post())).status)
    expect(statuses).toEqual([204, 204, 429])
  })

  test('behavior: a bad value stops the start, naming the variable', () => {
    const printed: string[] = []
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((text: string | Uint8Array) => (printed.push(String(text).trimEnd()), true))
    const codes: unknown[] = []
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      codes.push(code)
      throw new Error('exit')
    })
    try {
      for (const bad of ['0', '60/min', '-5']) {
        expect(() => checkServerEnvAtStart({ STARDUST_CSP_REPORTS_PER_MINUTE: bad })).toThrow('exit')
      }
    } finally {
      write.mockRestore()
      exit.mockRestore()
    }
    expect(codes).toEqual([1, 1, 1])
    expect(printed).toEqual(Array.from({ length: 3 }, () => 'Configuration invalid: STARDUST_CSP_REPORTS_PER_MINUTE: must be a whole number of reports, more than 0'))
  })
})
