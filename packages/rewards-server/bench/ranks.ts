// Ranks at a points program's size, through the real handler on real PostgreSQL (PG_TEST_URL):
// `stardust/me` of an account at the top, in the middle and at the bottom, and the public
// `leaderboard?limit=100`, at 10,000 and RANKS_BENCH_ACCOUNTS accounts (default 1,000,000).
// "before" is a server that counts every account ahead on each request (what the API did before
// the counted standings); "after" is the default. Same run, same database: the ratio is printed.
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts'
import { createTestAuth } from '../test/helpers/auth.js'
import { createRewardsServer, type RewardsServer } from '../src/createRewardsServer.js'
import { openDatabase } from '../src/db/openDatabase.js'
import { rowsOf } from '../src/db/rowsOf.js'
import { credit } from '../src/ledger/credit.js'
import { rebuildRanks } from '../src/ranks/rebuildRanks.js'
import { refreshRankLevels } from '../src/ranks/refreshRankLevels.js'

const SIZES = [10_000, Number(process.env.RANKS_BENCH_ACCOUNTS ?? 1_000_000)]
const READS = Number(process.env.RANKS_BENCH_READS ?? 200)
const url = process.env.PG_TEST_URL
if (!url) {
  console.log('ranks: skipped (set PG_TEST_URL, e.g. from scripts/throwaway-postgres.sh start)')
  process.exit(0)
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
async function time(run: () => Promise<Response>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 5; i++) await (await run()).text()
  const samples: number[] = []
  for (let i = 0; i < READS; i++) {
    const start = performance.now()
    const response = await run()
    await response.text()
    if (response.status !== 200) throw new Error(`answered ${response.status}`)
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) }
}
const ms = (t: { p50: number; p99: number }) => `p50 ${t.p50.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms`

const auth = createTestAuth()
const people = { top: privateKeyToAccount(generatePrivateKey()), middle: privateKeyToAccount(generatePrivateKey()), bottom: privateKeyToAccount(generatePrivateKey()) }
const tokens = Object.fromEntries(await Promise.all(Object.entries(people).map(async ([k, a]) => [k, await auth.tokenFor(a)] as const))) as Record<keyof typeof people, string>

const admin = new pg.Client({ connectionString: url })
await admin.connect()
for (const size of SIZES) {
  const name = `bench_ranks_${randomBytes(4).toString('hex')}`
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openDatabase({ url: target.toString(), migrate: true })
  try {
    const { db } = database
    const label = `${size.toLocaleString('en')} accounts`
    let started = performance.now()
    // Balances of 1..100,000 (the same spread as the ledger bench): many ties, 100,000 levels at most.
    await db.execute(sql`insert into ledger_entries (account, amount, source, key, created_at)
      select '0x' || lpad(to_hex(i), 40, '0'), (i::bigint * 7919) % 100000 + 1, 'game', 'seed:' || i, now() from generate_series(1, ${size}) i`)
    const at = new Date()
    const balanceOf = { top: 200_000n, middle: 50_000n, bottom: 1n }
    for (const [k, account] of Object.entries(people)) {
      await credit(db, { account: account.address.toLowerCase(), amount: balanceOf[k as keyof typeof people], source: 'game', key: `bench:${k}`, at })
    }
    await db.execute(sql`vacuum analyze`)
    console.log(`ranks, ${label}: ledger seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    started = performance.now()
    const rebuilt = await rebuildRanks(db)
    console.log(
      `ranks, ${label}: stardust-ranks rebuild (totals from the ledger, then the standings) ${((performance.now() - started) / 1000).toFixed(1)} s: ${rebuilt.balances.accounts.toLocaleString('en')} accounts, ${rebuilt.levels.levels.toLocaleString('en')} levels`,
    )
    started = performance.now()
    await refreshRankLevels(db)
    console.log(`ranks, ${label}: counting the standings again (what runs in the background each minute) ${((performance.now() - started) / 1000).toFixed(2)} s`)
    await db.execute(sql`vacuum analyze`)
    const servers: Record<'before' | 'after', RewardsServer> = {
      before: createRewardsServer({ database, verifyToken: auth.server.verifyToken, ranks: { exactWithin: Number.POSITIVE_INFINITY } }),
      after: createRewardsServer({ database, verifyToken: auth.server.verifyToken }),
    }
    const me = (server: RewardsServer, token: string) => () => server.handle(new Request('http://localhost/api/v1/stardust/me', { headers: { authorization: `Bearer ${token}` } }))
    const board = (server: RewardsServer) => () => server.handle(new Request('http://localhost/api/v1/stardust/leaderboard?limit=100'))
    for (const k of Object.keys(people) as (keyof typeof people)[]) {
      const body = (await (await me(servers.after, tokens[k])()).json()) as { data: { rank: number; rankAsOf?: string } }
      const before = await time(me(servers.before, tokens[k]))
      const after = await time(me(servers.after, tokens[k]))
      console.log(
        `ranks, ${label}: me at the ${k} (rank ${body.data.rank.toLocaleString('en')}${body.data.rankAsOf ? ', counted' : ', exact'}): before ${ms(before)}; after ${ms(after)}; after/before p50 ${(after.p50 / before.p50).toFixed(2)}`,
      )
    }
    // The leaderboard's query before it said `nulls last` (PostgreSQL then sorted the whole table), answered as the handler does.
    const boardBefore = () => async () =>
      Response.json({
        data: {
          entries: rowsOf(
            await db.execute(sql`select account, balance::text, rank() over (order by balance desc)::int as rank
              from (select account, balance from balances order by balance desc, account asc limit 100) top order by balance desc, account asc`),
          ),
        },
      })
    const before = await time(boardBefore())
    const after = await time(board(servers.after))
    console.log(`ranks, ${label}: leaderboard?limit=100: before ${ms(before)}; after ${ms(after)}; after/before p50 ${(after.p50 / before.p50).toFixed(2)}`)
  } finally {
    await database.close()
    await admin.query(`drop database ${name} with (force)`)
  }
}
await admin.end()
await auth.server.close()
