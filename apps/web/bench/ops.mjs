// The operators' figures (node bench/ops.mjs, or from run.mjs; the site must be built): on the built
// site under `next start` with a PostgreSQL and a Redis of the bench's own,
// (1) the time from SIGKILL of Redis, and of PostgreSQL, to GET /api/health answering 503, and back to
//     200 after a restart (polled every 100 ms; the readiness checks' own limit is 2 s, reuse 1 s);
// (2) the cost of metrics and logs per request: requests/s of a failing API request (401: counted and
//     logged, one JSON line each) with LOG_LEVEL=info and /api/metrics scraped every second, against a
//     second instance with LOG_LEVEL=silent and no scrape, measured in turns in the same run.
// Figures only; no pass/fail.
import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pickPort, stopServer } from './servers.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const web = join(here, '..')
const require = createRequire(import.meta.url)
const nextBin = join(web, 'node_modules/next/dist/bin/next')
const pgScript = join(dirname(require.resolve('@stardust/rewards-server/package.json')), 'scripts', 'throwaway-postgres.sh')
const migrateBin = join(web, 'node_modules/.bin/stardust-migrate')
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef0123456789'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  await sleep(300)
  return child
}

export function startPostgres(port) {
  const out = execFileSync(pgScript, ['start', String(port)], { encoding: 'utf8' })
  return { url: /PG_TEST_URL=(\S+)/.exec(out)[1], dir: /PG_TEST_DIR=(\S+)/.exec(out)[1], port }
}
export const postmasterPid = (pg) => Number(readFileSync(join(pg.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
export function restartPostgres(pg) {
  const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], { encoding: 'utf8' }).trim()
  const command = [`${bin}/pg_ctl`, '-D', `${pg.dir}/data`, '-l', `${pg.dir}/server.log`, '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${pg.port} -k ${pg.dir} -c fsync=off`, 'start']
  const [file, ...args] = process.getuid() === 0 ? ['runuser', '-u', 'postgres', '--', ...command] : command
  for (let i = 0; ; i++) {
    try {
      return execFileSync(file, args, { stdio: 'ignore' })
    } catch (error) {
      if (i > 40) throw error
      execFileSync('sleep', ['0.25'])
    }
  }
}

async function startSite(port, env) {
  const child = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: web,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', AUTH_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef', STARDUST_DEPLOYMENTS: '{}', ...env },
  })
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0)
    if (status === 200) return child
    await sleep(200)
  }
  throw new Error('the site did not become ready')
}

/** Seconds from now until /api/health answers `status` (polled every 100 ms, 120 s at most). */
async function secondsUntil(url, status) {
  const start = performance.now()
  while (performance.now() - start < 120_000) {
    const got = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status, () => 0)
    if (got === status) return (performance.now() - start) / 1000
    await sleep(100)
  }
  return Number.NaN
}

/** Requests per second of GET /api/v1/user/me without a token (401: counted, and logged at warn), 16 at a time. */
async function throughput(url, seconds = 4) {
  let done = 0
  const end = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < end) {
        await fetch(`${url}/api/v1/user/me`).then((r) => r.arrayBuffer())
        done++
      }
    }),
  )
  return done / seconds
}

export async function measureOps() {
  const redisPort = await pickPort()
  const redis = await startRedis(redisPort)
  const pg = startPostgres(await pickPort([redisPort]))
  execFileSync(migrateBin, { env: { ...process.env, DATABASE_URL: pg.url }, stdio: 'ignore' })
  const sitePort = await pickPort([redisPort, pg.port])
  const quietPort = await pickPort([redisPort, pg.port, sitePort])
  const env = { DATABASE_URL: pg.url, REDIS_URL: `redis://127.0.0.1:${redisPort}` }
  let site, quiet, redisAgain
  const results = {}
  try {
    site = await startSite(sitePort, { ...env, METRICS_TOKEN, LOG_LEVEL: 'info' })
    const url = `http://127.0.0.1:${sitePort}`

    redis.kill('SIGKILL')
    results.redisKillTo503s = await secondsUntil(url, 503)
    redisAgain = await startRedis(redisPort)
    results.redisBackTo200s = await secondsUntil(url, 200)

    process.kill(postmasterPid(pg), 'SIGKILL')
    results.postgresKillTo503s = await secondsUntil(url, 503)
    restartPostgres(pg)
    results.postgresBackTo200s = await secondsUntil(url, 200)

    quiet = await startSite(quietPort, { ...env, LOG_LEVEL: 'silent' })
    const quietUrl = `http://127.0.0.1:${quietPort}`
    await throughput(url, 2)
    await throughput(quietUrl, 2)
    const observed = []
    const bare = []
    let scraping = true
    const scraper = (async () => {
      while (scraping) {
        await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text())
        await sleep(1000)
      }
    })()
    // In turns, each first every other turn: the machine's load drifts.
    for (let turn = 0; turn < 6; turn++) {
      if (turn % 2 === 0) observed.push(await throughput(url))
      bare.push(await throughput(quietUrl))
      if (turn % 2 === 1) observed.push(await throughput(url))
    }
    scraping = false
    await scraper
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    results.observedTurns = observed.map(Math.round)
    results.bareTurns = bare.map(Math.round)
    results.observedRps = median(observed)
    results.bareRps = median(bare)
    results.observedOverBare = results.observedRps / results.bareRps
  } finally {
    if (site) await stopServer(site)
    if (quiet) await stopServer(quiet)
    redis.kill('SIGKILL')
    redisAgain?.kill('SIGKILL')
    execFileSync(pgScript, ['stop', pg.dir])
  }
  return results
}

export function printOps(r) {
  console.log('\nReadiness (GET /api/health) on the built site, PostgreSQL and Redis of its own:')
  console.log(`  Redis SIGKILL -> 503: ${r.redisKillTo503s.toFixed(1)} s (goal <= 5 s; the old checks: 60.6 s); restarted -> 200: ${r.redisBackTo200s.toFixed(1)} s`)
  console.log(`  PostgreSQL SIGKILL -> 503: ${r.postgresKillTo503s.toFixed(1)} s (goal <= 5 s; the old checks: 1.9 s); restarted -> 200: ${r.postgresBackTo200s.toFixed(1)} s`)
  console.log('Metrics and logs per request (a 401 API request: counted and logged), same run, in turns:')
  console.log(`  with logs (info) and /api/metrics scraped every second: ${r.observedRps.toFixed(0)} req/s; logs silent, no scrape: ${r.bareRps.toFixed(0)} req/s; ratio ${r.observedOverBare.toFixed(3)} (goal >= 0.95)`)
  console.log(`  each turn (req/s), to judge the machine's noise: with ${r.observedTurns.join(', ')}; without ${r.bareTurns.join(', ')}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printOps(await measureOps())
}
