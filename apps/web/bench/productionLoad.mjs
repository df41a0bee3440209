// The production server of the build under a saturating load, for readiness's test
// (server/readinessUnderLoad.test.ts) and its figures (bench/readiness.mjs): the standalone server on its own
// port, a crowd of clients that keeps every slot of the gate busy, and readiness polled meanwhile.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const METRICS_TOKEN = 'production-load-metrics-token-0123456789abcdef'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A port no one listens on now (the kernel's pick). */
export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/**
 * The standalone production server (server/production.mjs of the build) on 127.0.0.1, at the gate's default
 * settings unless `env` says otherwise; resolves once liveness answers.
 * @param {Record<string, string>} env
 */
export async function startProduction(env) {
  const port = await freePort()
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const server = path.join(web, distDir, 'standalone', 'apps', 'web', 'server', 'production.mjs')
  let output = ''
  const child = spawn(process.execPath, [server], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      AUTH_SECRET: 'production-load-secret-0123456789abcdef0123456789',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      // Sign-in's per-client limits would answer the crowd 429 before it loads anything.
      AUTH_RATE_LIMIT_IP: '1000000',
      AUTH_RATE_LIMIT_ADDRESS: '1000000',
      STARDUST_DEPLOYMENTS: '{}',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  })
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    await new Promise((resolve) => child.once('exit', resolve).kill('SIGKILL'))
  }
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the production server exited with ${child.exitCode}:\n${output}`)
    if (await fetch(`${url}/api/health/live`).then((r) => r.ok, () => false)) break
    if (i > 1200) {
      await stop()
      throw new Error(`the production server did not answer within 120 s:\n${output}`)
    }
    await sleep(100)
  }
  return { url, stop, output: () => output, child }
}

/**
 * `clients` clients, each sending its next request as soon as the last is answered, until `stop()`: a sign-in
 * nonce (Redis), the leaderboard (PostgreSQL) and the home page (rendering), in turn. Counts answers by status.
 * @param {string} url @param {number} clients
 */
export function startLoad(url, clients) {
  let running = true
  /** @type {Map<number, number>} */
  const statuses = new Map()
  const requests = [
    (i) => fetch(`${url}/api/v1/user/nonce`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ account: `0x${(i + 1).toString(16).padStart(40, '0')}` }) }),
    () => fetch(`${url}/api/v1/stardust/leaderboard?limit=10`),
    () => fetch(`${url}/`),
  ]
  const loops = Array.from({ length: clients }, async (_, i) => {
    for (let n = i; running; n++) {
      const status = await requests[n % requests.length](i).then(
        async (answer) => (await answer.arrayBuffer(), answer.status),
        () => 0,
      )
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  })
  return {
    statuses,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

/** Readiness's status now (0: no answer within 10 s). */
export async function readiness(url) {
  return await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
    async (answer) => (await answer.arrayBuffer(), answer.status),
    () => 0,
  )
}

/**
 * Polls readiness every `everyMs` until it answers `status`, or `timeoutMs`; returns the ms it took (undefined: never).
 * @param {string} url @param {number} status
 */
export async function msUntilReadiness(url, status, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const start = performance.now()
  while (performance.now() - start < timeoutMs) {
    if ((await readiness(url)) === status) return Math.round(performance.now() - start)
    await sleep(everyMs)
  }
  return undefined
}

/**
 * Polls readiness every `everyMs` for `forMs`; the statuses it answered.
 * @param {string} url
 */
export async function readinessFor(url, forMs, everyMs = 200) {
  const statuses = []
  const end = performance.now() + forMs
  while (performance.now() < end) {
    statuses.push(await readiness(url))
    await sleep(everyMs)
  }
  return statuses
}

/** The value of a metric's series in the server's /api/metrics (0 when absent), e.g. `stardust_gate_shed_total{reason="queue_full"}`. */
export async function metric(url, series) {
  const text = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text())
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}
