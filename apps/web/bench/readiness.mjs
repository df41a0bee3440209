// Readiness under a saturating load (node bench/readiness.mjs, or from run.mjs; the site must be built): the
// standalone production server at the gate's default settings (32 at once, 128 waiting up to 1 s), a PostgreSQL
// and a Redis of the bench's own, and a crowd of 4 x 32 clients sending request after request (a nonce, the
// leaderboard, the home page). It prints
//  (1) the share of readiness answers that were 503 while both dependencies were up (goal 0),
//  (2) the time from each dependency hung (SIGSTOP) or killed (SIGKILL) to readiness answering 503 (goal <= 5 s),
//      polled every 100 ms under the same load,
//  (3) the gate's counts at that crowd (admitted, queued, shed by reason), read from /api/metrics.
// Figures only; no pass/fail.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { postmasterPid, restartPostgres, startPostgres, startRedis } from './ops.mjs'
import { metric, msUntilReadiness, readinessFor, startLoad, startProduction } from './productionLoad.mjs'
import { pickPort } from './servers.mjs'

const web = join(dirname(fileURLToPath(import.meta.url)), '..')
const CROWD = 4 * 32
const HEALTHY_MS = 20_000

/** A process and its children (a PostgreSQL server: the postmaster and each connection's backend). */
function withChildren(pid) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
  return [pid, ...children.map(Number)]
}

export async function measureReadiness() {
  const redisPort = await pickPort()
  let redis = await startRedis(redisPort)
  const pg = startPostgres(await pickPort([redisPort]))
  execFileSync(join(web, 'node_modules/.bin/stardust-migrate'), { env: { ...process.env, DATABASE_URL: pg.url }, stdio: 'ignore' })
  const site = await startProduction({ DATABASE_URL: pg.url, REDIS_URL: `redis://127.0.0.1:${redisPort}` })
  const load = startLoad(site.url, CROWD)
  const results = { crowd: CROWD }
  try {
    const healthy = await readinessFor(site.url, HEALTHY_MS)
    results.healthyPolls = healthy.length
    results.healthy503 = healthy.filter((status) => status !== 200).length
    for (const name of ['admitted', 'queued']) results[name] = await metric(site.url, `stardust_gate_${name}_total`)
    for (const reason of ['queue_full', 'queue_timeout']) results[`shed_${reason}`] = await metric(site.url, `stardust_gate_shed_total{reason="${reason}"}`)
    results.answers = Object.fromEntries(load.statuses)

    const trial = async (name, fail, recover) => {
      await msUntilReadiness(site.url, 200)
      fail()
      results[name] = await msUntilReadiness(site.url, 503)
      await recover()
    }
    let hung = []
    await trial('redisStop', () => process.kill(redis.pid, 'SIGSTOP'), () => process.kill(redis.pid, 'SIGCONT'))
    await trial('redisKill', () => redis.kill('SIGKILL'), async () => (redis = await startRedis(redisPort)))
    await trial('postgresStop', () => (hung = withChildren(postmasterPid(pg))).forEach((id) => process.kill(id, 'SIGSTOP')), () => hung.reverse().forEach((id) => process.kill(id, 'SIGCONT')))
    await trial('postgresKill', () => process.kill(postmasterPid(pg), 'SIGKILL'), () => restartPostgres(pg))
    results.backTo200 = await msUntilReadiness(site.url, 200)
  } finally {
    await load.stop()
    await site.stop()
    redis.kill('SIGKILL')
    execFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '@stardust', 'rewards-server', 'scripts', 'throwaway-postgres.sh'), ['stop', pg.dir])
  }
  return results
}

const seconds = (ms) => (ms === undefined ? 'never (30 s)' : `${(ms / 1000).toFixed(1)} s`)

export function printReadiness(r) {
  console.log(`\nReadiness under a saturating load (production server, default gate 32/128/1 s, ${r.crowd} clients):`)
  console.log(`  while PostgreSQL and Redis are up: ${r.healthy503} of ${r.healthyPolls} readiness answers were 503 (${((100 * r.healthy503) / r.healthyPolls).toFixed(1)} %, goal 0)`)
  console.log(`  to 503 after Redis SIGSTOP ${seconds(r.redisStop)}, SIGKILL ${seconds(r.redisKill)}; PostgreSQL SIGSTOP ${seconds(r.postgresStop)}, SIGKILL ${seconds(r.postgresKill)} (goal <= 5 s)`)
  console.log(`  the gate at ${r.crowd} clients (4x its slots): admitted ${r.admitted}, queued ${r.queued}, shed ${r.shed_queue_full} (queue full) + ${r.shed_queue_timeout} (waited 1 s); answers ${JSON.stringify(r.answers)}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printReadiness(await measureReadiness())
}
