// Stardust ledger figures, printed, no assertions: credit p99 on PGlite (in memory) and on
// PostgreSQL (PG_TEST_URL, a scratch database), and leaderboard / rank p99 over 100,000 accounts.
// Run: pnpm --filter @stardust/rewards-server bench
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from '../src/db/database.js'
import { openDatabase } from '../src/db/openDatabase.js'
import { credit } from '../src/ledger/credit.js'
import { readStanding } from '../src/ledger/readBalance.js'
import { readLeaderboard } from '../src/ledger/readLeaderboard.js'

const CREDITS = Number(process.env.BENCH_CREDITS ?? 1_000)
const READS = 300
const ACCOUNTS = 100_000

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
async function time(n: number, run: (i: number) => Promise<unknown>): Promise<string> {
  const samples: number[] = []
  for (let i = 0; i < n; i++) {
    const start = performance.now()
    await run(i)
    samples.push(performance.now() - start)
  }
  return `p50 ${percentile(samples, 50).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms (n=${n})`
}
const account = (i: number) => `0x${i.toString(16).padStart(40, '0')}`

async function measure(label: string, database: Database): Promise<void> {
  const { db } = database
  const at = new Date()
  console.log(`${label}: credit (one row + running total, own transaction): ${await time(CREDITS, (i) => credit(db, { account: account(i % 50), amount: 10n, source: 'game', key: `bench:${i}`, at }))}`)
  console.log(`${label}: credit of an already credited key (no-op): ${await time(CREDITS / 2, (i) => credit(db, { account: account(i % 50), amount: 10n, source: 'game', key: `bench:${i}`, at }))}`)
  const seed = performance.now()
  await db.execute(sql`insert into ledger_entries (account, amount, source, key, created_at)
    select '0x' || lpad(to_hex(i), 40, '0'), (i * 7919) % 100000 + 1, 'game', 'seed:' || i, now() from generate_series(1000, ${ACCOUNTS + 999}) i`)
  await db.execute(sql`insert into balances (account, balance)
    select '0x' || lpad(to_hex(i), 40, '0'), (i * 7919) % 100000 + 1 from generate_series(1000, ${ACCOUNTS + 999}) i`)
  await db.execute(sql`analyze`)
  console.log(`${label}: seeded ${ACCOUNTS.toLocaleString('en')} accounts in ${((performance.now() - seed) / 1000).toFixed(1)} s`)
  console.log(`${label}: leaderboard top 100 of ${ACCOUNTS.toLocaleString('en')}: ${await time(READS, () => readLeaderboard(db, 100))}`)
  console.log(`${label}: balance + rank of a mid-table account: ${await time(READS, (i) => readStanding(db, account(1000 + ((i * 337) % ACCOUNTS))))}`)
}

const lite = await openDatabase({ dataDir: undefined })
await measure('PGlite', lite)
await lite.close()

const url = process.env.PG_TEST_URL
if (url) {
  const name = `bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const server = await openDatabase({ url: target.toString(), migrate: true })
  try {
    await measure('PostgreSQL', server)
  } finally {
    await server.close()
    await admin.query(`drop database ${name} with (force)`)
    await admin.end()
  }
} else {
  console.log('PostgreSQL: skipped (set PG_TEST_URL, e.g. from scripts/throwaway-postgres.sh start)')
}
