// Load test of the API on PostgreSQL with the site's pool (10 connections, 5 s wait), printed, no
// assertions: several hundred concurrent requests on stardust/me, stardust/leaderboard and game
// results, first on an idle pool, then with every connection held by a slow query. Every answer must
// be 200 or 503 store_unavailable (with Retry-After); the 503 games are retried until answered, and
// the ledger must then hold each credited game exactly once.
// Run: PG_TEST_URL=… pnpm --filter @stardust/rewards-server exec tsx bench/poolLoad.ts
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { simulate, type InputLog } from '@stardust/game'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createTestAuth } from '../test/helpers/auth.js'
import { createRewardsServer } from '../src/createRewardsServer.js'
import { openDatabase } from '../src/db/openDatabase.js'

const ACCOUNTS = Number(process.env.LOAD_ACCOUNTS ?? 25)
/** Under the 20-per-10-minutes limit on opening sessions. */
const GAMES_PER_ACCOUNT = 12
const READS_PER_ACCOUNT = 10
const POOL = 10
const HOLD_SECONDS = 6
const SWAY: InputLog = Array.from({ length: 120 }, (_, i) => [i * 30, i % 2 === 0 ? 1 : 2] as const)

const url = process.env.PG_TEST_URL
if (!url) {
  console.log('poolLoad: set PG_TEST_URL (e.g. from scripts/throwaway-postgres.sh start)')
  process.exit(2)
}
const name = `load_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: url })
await admin.connect()
await admin.query(`create database ${name}`)
const target = new URL(url)
target.pathname = `/${name}`
const database = await openDatabase({ url: target.toString(), poolSize: POOL, migrate: true })

let clock = new Date()
const auth = createTestAuth()
const server = createRewardsServer({ database, verifyToken: auth.server.verifyToken, now: () => clock })
const call = async (method: string, path: string, token: string, body?: unknown) => {
  const start = performance.now()
  const response = await server.handle(
    new Request(`http://localhost:3000/api/v1/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    }),
  )
  const json = (await response.json()) as { data?: { id?: string; seed?: string }; error?: { code: string } }
  return { status: response.status, code: json.error?.code, retryAfter: response.headers.get('retry-after'), ms: performance.now() - start, data: json.data }
}
type Result = Awaited<ReturnType<typeof call>>

const tokens = await Promise.all(Array.from({ length: ACCOUNTS }, () => auth.tokenFor(privateKeyToAccount(generatePrivateKey()))))
const percentile = (samples: number[], p: number) => [...samples].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * samples.length) - 1)] ?? Number.NaN

async function phase(label: string, hold: boolean): Promise<boolean> {
  const games: { token: string; id: string; seed: string }[] = []
  clock = new Date(clock.getTime() + 11 * 60_000) // a fresh session-opening window for each phase
  for (const token of tokens) {
    for (let i = 0; i < GAMES_PER_ACCOUNT; i++) {
      const opened = await call('POST', 'game/sessions', token)
      games.push({ token, id: opened.data!.id!, seed: opened.data!.seed! })
    }
  }
  clock = new Date(clock.getTime() + 60_000)
  // An operator's slow queries take every connection of the pool for HOLD_SECONDS.
  const held = hold ? Array.from({ length: POOL }, () => database.db.execute(sql`select pg_sleep(${HOLD_SECONDS})`).then(() => undefined)) : []
  if (hold) await new Promise((resolve) => setTimeout(resolve, 200))
  const start = performance.now()
  const requests: Promise<Result>[] = [
    ...games.map((g) => call('POST', `game/sessions/${g.id}/result`, g.token, { inputs: SWAY })),
    ...tokens.flatMap((token) => Array.from({ length: READS_PER_ACCOUNT }, (_, i) => (i % 2 ? call('GET', 'stardust/me', token) : call('GET', 'stardust/leaderboard', token)))),
  ]
  const results = await Promise.all(requests)
  const wall = performance.now() - start
  await Promise.all(held)
  const byStatus = new Map<string, number>()
  for (const r of results) byStatus.set(`${r.status}${r.code ? ` ${r.code}` : ''}`, (byStatus.get(`${r.status}${r.code ? ` ${r.code}` : ''}`) ?? 0) + 1)
  const unexpected = results.filter((r) => r.status !== 200 && !(r.status === 503 && r.code === 'store_unavailable' && r.retryAfter))
  console.log(`${label}: ${results.length} concurrent requests in ${(wall / 1000).toFixed(2)} s; ${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ')}`)
  console.log(`${label}: latency p50 ${percentile(results.map((r) => r.ms), 50).toFixed(0)} ms, p99 ${percentile(results.map((r) => r.ms), 99).toFixed(0)} ms`)
  // Retry every game not answered 200 (as the browser does on 503) until it is answered.
  let pending = games.filter((_, i) => results[i]!.status !== 200)
  let rounds = 0
  while (pending.length > 0 && rounds < 5) {
    rounds++
    const retried = await Promise.all(pending.map((g) => call('POST', `game/sessions/${g.id}/result`, g.token, { inputs: SWAY })))
    unexpected.push(...retried.filter((r) => r.status !== 200 && r.status !== 503 && r.code !== 'already_finished'))
    pending = pending.filter((_, i) => retried[i]!.status === 503)
  }
  console.log(`${label}: ${games.length - pending.length}/${games.length} games answered after ${rounds} retry round(s); unexpected answers: ${unexpected.length}`)
  return unexpected.length === 0 && pending.length === 0
}

async function ledgerCheck(): Promise<boolean> {
  type Row = { games: string; credited: string; rows: string; game_sum: string; ledger_sum: string; balance_sum: string; keys: string }
  const [row] = (
    (await database.db.execute(sql`
    select (select count(*) from game_sessions where finished_at is not null) as games,
           (select count(*) from game_sessions where stardust > 0) as credited,
           (select count(*) from ledger_entries) as rows,
           (select count(distinct key) from ledger_entries) as keys,
           (select coalesce(sum(stardust), 0) from game_sessions) as game_sum,
           (select coalesce(sum(amount), 0) from ledger_entries) as ledger_sum,
           (select coalesce(sum(balance), 0) from balances) as balance_sum`)) as unknown as { rows: Row[] }
  ).rows
  const ok = row !== undefined && row.credited === row.rows && row.rows === row.keys && row.game_sum === row.ledger_sum && row.ledger_sum === row.balance_sum
  console.log(
    `ledger: ${row?.games} games finished, ${row?.credited} credited, ${row?.rows} ledger rows (${row?.keys} distinct keys); Stardust in games ${row?.game_sum}, ledger ${row?.ledger_sum}, balances ${row?.balance_sum}: ${ok ? 'each credit once, none lost' : 'MISMATCH'}`,
  )
  return ok
}

let ok = false
try {
  console.log(`PostgreSQL pool of ${POOL}, 5 s wait for a connection; ${ACCOUNTS} accounts, replay score of one game ${simulate('0x00', SWAY).score}`)
  const idle = await phase('idle pool', false)
  const held = await phase(`pool held ${HOLD_SECONDS} s`, true)
  ok = (await ledgerCheck()) && idle && held
} finally {
  await database.close()
  await admin.query(`drop database ${name} with (force)`)
  await admin.end()
  await auth.server.close()
}
process.exit(ok ? 0 : 1)
