// The site's production server: `node server/production.mjs` in the standalone folder (see
// docs/operations.md, "Start and stop"). In front of Next's request handler it
//  - hands route handlers the connecting socket's address (socketAddress.mjs), which Next does not,
//  - calls the product API's route handlers itself, without Next's router (directApi.mjs),
//  - admits at most STARDUST_MAX_IN_FLIGHT requests at once and answers the overflow 503 with
//    Retry-After (gate.mjs); health, metrics and static files never wait,
//  - stops gracefully on SIGTERM or SIGINT (stop.mjs).
// PORT (3000) and HOST (0.0.0.0) say where it listens.
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { directApiHandler, loadHeaderRules, serveDirect } from './directApi.mjs'
import { createGate } from './gate.mjs'
import { loadNextHandler } from './loadNext.mjs'
import { readServerSettings, SettingsError } from './settings.mjs'
import { markProductionServer, stampSocketAddress } from './socketAddress.mjs'
import { createStopper } from './stop.mjs'

/**
 * Paths that never wait for a slot: readiness and liveness must answer under load, and the metrics scrape
 * (404 without METRICS_TOKEN) exactly when overload is what it would show; assets are files.
 */
const UNGATED = /^\/(?:api\/(?:health|metrics)(?:\/|$|\?)|_next\/static\/)/

const log = (/** @type {string} */ line) => console.log(`[stardust] ${line}`)

async function main() {
  let settings
  try {
    settings = readServerSettings(process.env)
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    console.error(`Server setup failed: ${error.message}`)
    process.exit(1)
  }
  process.env.NODE_ENV ??= 'production'
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  process.chdir(dir)
  markProductionServer()
  const handle = await loadNextHandler({ dir, hostname: settings.host, port: settings.port })
  const gate = createGate(settings)
  const headerRules = loadHeaderRules(dir, process.env.NEXT_DIST_DIR || '.next')
  let origin = ''

  const server = createServer((req, res) => {
    if (!stopper.accept(res)) return
    stampSocketAddress(req)
    const run = () => {
      const api = directApiHandler(req)
      if (api) return void serveDirect(api, req, res, { origin, headerRules })
      handle(req, res).catch((error) => {
        console.error('[stardust] request failed', error)
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
  log(`listening on ${origin}`)
}

main().catch((error) => {
  console.error('[stardust] the server could not start', error)
  process.exit(1)
})
