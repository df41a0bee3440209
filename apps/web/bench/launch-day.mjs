// Launch-day bench (`node bench/launch-day.mjs`, part of `pnpm bench`): the journey of bench/launchDay/journey.mjs
// run by virtual wallets, each from its own loopback address, against
//   (1) two production servers of the standalone build (server/production.mjs) sharing one PostgreSQL and one Redis,
//   (2) the same packages on two bare node:http servers (bench/launchDay/bareServer.mjs), same stores: the baseline,
// on a seeded local chain, in BENCH_ROUNDS (3) alternating rounds so both meet the same machine; prints journeys/s,
// p50/p99 per step and failures, and the site/bare ratio. Then
// overload: the same journeys at 4x the concurrency against the site, every answer counted by status, with the
// slowest. Figures only. BENCH_JOURNEYS (600), BENCH_CONCURRENCY (16), BENCH_PROFILE=1 (writes a CPU profile of
// one site instance to bench-results/). Needs the standalone build (`pnpm build`), psql, redis-server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { appDir, startSeededChain } from '../e2e/site.mjs'
import { runJourneys, STEPS, summarize } from './launchDay/journey.mjs'
import { freePort, residentMb, startDatabase, startProcess, startRedis } from './launchDay/services.mjs'

const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 600)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CHAIN_ID = 5000
const SECRET = 'bench-only-secret-0123456789abcdef0123456789abcdef'
const results = path.join(appDir, 'bench-results')

function print(name, figures) {
  const failures = Object.entries(figures.failures).map(([kind, n]) => `${kind} x${n}`).join(', ') || 'none'
  console.log(`  ${name}: ${figures.journeysPerSecond.toFixed(1)} journeys/s (${figures.completed}/${figures.count} complete in ${figures.seconds.toFixed(1)} s, ${figures.concurrency} at a time); failures: ${failures}`)
  console.log(`    ${STEPS.map((step) => `${step} ${figures.steps[step].p50.toFixed(0)}/${figures.steps[step].p99.toFixed(0)}`).join('  ')}  (ms, p50/p99)`)
}

async function startPair(makeArgs, env, extra = () => ({})) {
  const ports = [await freePort(), await freePort()]
  const servers = await Promise.all(ports.map((port, i) => startProcess(makeArgs(i), { ...env, PORT: String(port), NEXTAUTH_URL: `http://127.0.0.1:${ports[0]}`, ...extra(i) })))
  return { urls: ports.map((port) => `http://127.0.0.1:${port}`), servers, stop: () => Promise.all(servers.map((server) => server.stop())) }
}

async function main() {
  const stops = []
  const chainDir = mkdtempSync(path.join(tmpdir(), 'stardust-launch-day-'))
  try {
    const [database, redis] = await Promise.all([startDatabase(), startRedis()])
    stops.push(database.stop, redis.stop)
    const { chain, deployment } = await startSeededChain({ chainId: CHAIN_ID, port: await freePort(), outDir: chainDir })
    stops.push(() => chain.stop())
    const deployments = JSON.stringify({ [CHAIN_ID]: deployment }, (_, value) => (typeof value === 'bigint' ? value.toString() : value))
    const env = {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      AUTH_SECRET: SECRET,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      STARDUST_DEPLOYMENTS: deployments,
      NEXT_PUBLIC_RPC_MANTLE: chain.url,
      [`RPC_${CHAIN_ID}`]: chain.url,
      HOST: '127.0.0.1',
    }
    const load = () => `load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`

    console.log(`\nLaunch-day journey (${STEPS.join(', ')}), ${JOURNEYS} virtual wallets each from its own loopback address, in ${ROUNDS} alternating rounds:`)
    mkdirSync(results, { recursive: true })
    const profile = process.env.BENCH_PROFILE === '1'
    const bare = await startPair(() => [path.join(appDir, 'bench/launchDay/bareServer.mjs')], env)
    stops.push(bare.stop)
    const site = await startPair(
      (i) => [...(profile && i === 0 ? ['--cpu-prof', `--cpu-prof-dir=${results}`] : []), path.join(appDir, '.next/standalone/apps/web/server/production.mjs')],
      env,
    )
    const figures = {}
    try {
      await runJourneys({ count: 20, concurrency: 4, urls: bare.urls, chainId: CHAIN_ID, firstN: 900_000 }) // warm-up
      await runJourneys({ count: 20, concurrency: 4, urls: site.urls, chainId: CHAIN_ID, firstN: 910_000 })
      // Alternating rounds: both see the same machine, whatever else runs on it meanwhile.
      const rounds = { bare: { results: [], seconds: 0 }, site: { results: [], seconds: 0 } }
      const perRound = Math.ceil(JOURNEYS / ROUNDS)
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, pair, base] of [['bare', bare, 0], ['site', site, 100_000]]) {
          const figure = await runJourneys({ count: perRound, concurrency: CONCURRENCY, urls: pair.urls, chainId: CHAIN_ID, firstN: base + round * perRound })
          rounds[name].results.push(...figure.results)
          rounds[name].seconds += figure.seconds
        }
      }
      const loadNow = load()
      figures.bare = summarize(rounds.bare.results, rounds.bare.seconds, CONCURRENCY)
      figures.site = summarize(rounds.site.results, rounds.site.seconds, CONCURRENCY)
      print(`bare node:http, two instances`, figures.bare)
      const mb = (pair) => pair.servers.map((server) => `${residentMb(server.child).toFixed(0)} MB`).join(', ')
      const ms = (pair) => pair.servers.map((server) => `${(server.startMs / 1000).toFixed(1)} s`).join(', ')
      console.log(`  start to listening: standalone server ${ms(site)} (bare ${ms(bare)}); resident memory after the journeys: ${mb(site)} (bare ${mb(bare)})`)
      print(`site, two production servers`, figures.site)
      console.log(`  site / bare: ${(figures.site.journeysPerSecond / figures.bare.journeysPerSecond).toFixed(2)} (${loadNow}); goal: at least 150 journeys/s, every step under 300 ms at p99, no failure`)
      await bare.stop()

      // Overload: 4x the concurrency. Every answer is the work or 429/503 with Retry-After, within 2 s.
      const answers = { byStatus: {}, slowestMs: 0, over2s: 0, withoutRetryAfter: 0 }
      const overload = await runJourneys({
        count: JOURNEYS,
        concurrency: CONCURRENCY * 4,
        urls: site.urls,
        chainId: CHAIN_ID,
        firstN: 200_000,
        onAnswer: (status, ms, retryAfter) => {
          answers.byStatus[status] = (answers.byStatus[status] ?? 0) + 1
          answers.slowestMs = Math.max(answers.slowestMs, ms)
          if (ms > 2000) answers.over2s++
          if ((status === 429 || status === 503) && !retryAfter) answers.withoutRetryAfter++
        },
      })
      figures.overload = { ...overload, answers }
      console.log(`\nOverload: the same journeys, ${CONCURRENCY * 4} at a time (4x), against the site (${load()}):`)
      print('site', overload)
      const byStatus = Object.entries(answers.byStatus).map(([status, n]) => `${status}: ${n}`).join(', ')
      console.log(`  answers by status: ${byStatus}; slowest ${answers.slowestMs.toFixed(0)} ms; over 2 s: ${answers.over2s}; 429/503 without Retry-After: ${answers.withoutRetryAfter}`)
    } finally {
      await site.stop()
    }
    if (profile) console.log(`  CPU profile of one site instance: ${results}/*.cpuprofile`)
    for (const figure of Object.values(figures)) delete figure.results
    writeFileSync(path.join(results, 'launch-day.json'), `${JSON.stringify(figures, null, 2)}\n`)
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
    rmSync(chainDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
