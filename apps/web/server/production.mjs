// The site's production server: `node server/production.mjs` in the standalone folder (see
// docs/operations.md, "Start and stop"). In front of Next's request handler it
//  - hands route handlers the connecting socket's address (socketAddress.mjs), which Next does not,
//  - calls the product API's route handlers itself, without Next's router (directApi.mjs),
//  - admits at most STARDUST_MAX_IN_FLIGHT requests at once and answers the overflow 503 with
//    Retry-After (gate.mjs); health, metrics and static files never wait,
//  - keeps idle connections open for STARDUST_KEEP_ALIVE_TIMEOUT_MS (65 s), longer than a load balancer's own
//    idle timeout, so the balancer never reuses a connection this server is closing (settings.mjs),
//  - stops gracefully on SIGTERM or SIGINT (stop.mjs),
//  - has readiness check PostgreSQL and Redis on a thread of their own (readinessWorker.mjs),
//  - with STARDUST_CSP_REPORT_ONLY=1, sends the Content-Security-Policy as report-only (cspReportOnly.mjs).
// PORT (3000) and HOST (0.0.0.0) say where it listens.
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cspReportOnly, sendPolicyReportOnly } from './cspReportOnly.mjs'
import { directApiHandler, loadHeaderRules, serveDirect } from './directApi.mjs'
import { createGate } from './gate.mjs'
import { createServerMetrics } from './serverMetrics.mjs'
import { loadNextHandler } from './loadNext.mjs'
import { processLogger } from './logger.mjs'
import { httpServerOptions, readServerSettings, SETTINGS_KEY, SettingsError } from './settings.mjs'
import { markProductionServer, stampSocketAddress } from './socketAddress.mjs'
import { createStopper } from './stop.mjs'
import { printLine } from './plainLine.mjs'
import { READINESS_WORKER_KEY } from './readinessState.mjs'

/**
 * Paths that never wait for a slot: readiness and liveness must answer under load, and the metrics scrape
 * (404 without METRICS_TOKEN) exactly when overload is what it would show; assets are files.
 */
const UNGATED = /^\/(?:api\/(?:health|metrics)(?:\/|$|\?)|_next\/static\/)/

// Every line goes through the site's scrubbing logger (JSON, no URL, token or key), as the site's own do.
const logger = processLogger(() => process.env.LOG_LEVEL?.trim() || 'info')
const log = (/** @type {string} */ line) => logger.info({ event: 'server' }, line)

async function main() {
  let settings
  try {
    settings = readServerSettings(process.env)
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    printLine(`Server setup failed: ${error.message}`)
    process.exit(1)
  }
  // The site's code in this process reads the settings as read here (its metrics name the gate's limits), and
  // starts readiness's checks on a thread of their own from this file (readinessWorker.mjs).
  Object.assign(globalThis, { [SETTINGS_KEY]: settings, [READINESS_WORKER_KEY]: { file: fileURLToPath(new URL('./readinessWorker.mjs', import.meta.url)) } })
  process.env.NODE_ENV ??= 'production'
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  process.chdir(dir)
  markProductionServer()
  const handle = await loadNextHandler({ dir, hostname: settings.host, port: settings.port })
  const gate = createGate(settings)
  const metrics = createServerMetrics(gate, settings)
  const headerRules = loadHeaderRules(dir, process.env.NEXT_DIST_DIR || '.next')
  const reportOnly = cspReportOnly(process.env)
  if (reportOnly) log('STARDUST_CSP_REPORT_ONLY=1: the Content-Security-Policy reports violations and blocks nothing')
  let origin = ''

  const server = createServer(httpServerOptions(settings), (req, res) => {
    if (!stopper.accept(res)) return
    stampSocketAddress(req)
    metrics.timeRequest(req, res)
    if (reportOnly) sendPolicyReportOnly(res)
    const run = () => {
      const api = directApiHandler(req)
      if (api) return void serveDirect(api, req, res, { origin, headerRules })
      handle(req, res).catch((error) => {
        logger.error({ event: 'request_failed', err: error }, 'request failed')
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end()
      })
    }
    if (UNGATED.test(req.url ?? '/')) run()
    else gate.admit(res, run)
  })
  const stopper = createStopper({ server, timeoutMs: settings.stopTimeoutMs, log, exit: (code) => process.exit(code) })
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => {
      if (stopper.stopping) {
        log(`${signal} again: exiting now`)
        process.exit(1)
      }
      void stopper.stop(signal)
    })
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(settings.port, settings.host, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  // Request URLs are built on the listen address, never on the Host header the client writes.
  origin = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
  // Without the scheme: the logger writes no URL.
  log(`listening on ${origin.replace('http://', '')}`)
}

main().catch((error) => {
  logger.fatal({ event: 'server_start_failed', err: error }, 'the server could not start')
  process.exit(1)
})
