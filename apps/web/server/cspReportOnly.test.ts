// The report-only switch on a real node:http server: the policy arrives under the report-only name,
// whether the handler set it with setHeader or passed it to writeHead.
import { createServer, get, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { cspReportOnly, sendPolicyReportOnly } from './cspReportOnly.mjs'

async function headersFrom(handle: (res: ServerResponse) => void): Promise<Record<string, string | string[] | undefined>> {
  const server = createServer((_req, res) => handle(sendPolicyReportOnly(res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, agent: false }, (res) => {
        res.resume()
        res.once('end', () => resolve(res.headers))
      }).once('error', reject)
    })
  } finally {
    server.close()
  }
}

describe('sendPolicyReportOnly', () => {
  it('default: a policy set with setHeader is sent report-only, other headers as they were', async () => {
    const headers = await headersFrom((res) => {
      res.setHeader('Content-Security-Policy', "script-src 'self'")
      res.setHeader('X-Frame-Options', 'DENY')
      res.end()
    })
    expect([headers['content-security-policy'], headers['content-security-policy-report-only'], headers['x-frame-options']]).toEqual([undefined, "script-src 'self'", 'DENY'])
  })

  it('behavior: a policy given to writeHead, as a flat list or an object, is sent report-only', async () => {
    const flat = await headersFrom((res) => res.writeHead(200, ['content-security-policy', "img-src 'self'"]).end())
    const object = await headersFrom((res) => res.writeHead(200, 'OK', { 'Content-Security-Policy': "img-src 'none'" }).end())
    expect([flat['content-security-policy'], flat['content-security-policy-report-only']]).toEqual([undefined, "img-src 'self'"])
    expect([object['content-security-policy'], object['content-security-policy-report-only']]).toEqual([undefined, "img-src 'none'"])
  })
})

describe('cspReportOnly', () => {
  it('default: only STARDUST_CSP_REPORT_ONLY=1 switches to report-only', () => {
    expect([cspReportOnly({ STARDUST_CSP_REPORT_ONLY: '1' }), cspReportOnly({ STARDUST_CSP_REPORT_ONLY: '0' }), cspReportOnly({})]).toEqual([true, false, false])
  })
})
