import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { alice, bob } from '../../test/helpers/accounts.js'
import { api } from '../../test/helpers/api.js'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { DRIVERS } from '../../test/helpers/testDatabase.js'
import { createRewardsServer } from '../createRewardsServer.js'
import type { Db } from '../db/database.js'
import { openDatabase } from '../db/openDatabase.js'
import { balances, ledgerEntries, rankLevelsState } from '../db/schema.js'
import { credit } from '../ledger/credit.js'
import { readStanding } from '../ledger/readBalance.js'
import { readLeaderboard } from '../ledger/readLeaderboard.js'
import { rebuildRanks } from './rebuildRanks.js'
import { refreshRankLevels } from './refreshRankLevels.js'

const at = new Date('2026-11-22T12:00:00Z')
const randomAccount = () => `0x${randomBytes(20).toString('hex')}`

/** The rank every account should have, from the ledger itself: 1 + accounts with a strictly larger sum. */
async function ranksFromLedger(db: Db): Promise<Map<string, { balance: bigint; rank: number }>> {
  const rows = await db.select({ account: ledgerEntries.account, amount: ledgerEntries.amount }).from(ledgerEntries)
  const sums = new Map<string, bigint>()
  for (const row of rows) sums.set(row.account, (sums.get(row.account) ?? 0n) + row.amount)
  const all = [...sums.values()]
  return new Map([...sums].map(([account, balance]) => [account, { balance, rank: 1 + all.filter((other) => other > balance).length }]))
}

/** Every account's standing as the API reads it, deep in the table (from the counted standings) and exactly. */
async function expectRanksMatchLedger(db: Db): Promise<void> {
  const expected = await ranksFromLedger(db)
  for (const [account, want] of expected) {
    expect(await readStanding(db, account), account).toMatchObject(want)
    expect(await readStanding(db, account, { exactWithin: 0 }), account).toMatchObject({ ...want, rankAsOf: expect.any(Date) })
  }
  const board = await readLeaderboard(db, 100)
  expect(board.map((row) => [row.account, row.balance, row.rank])).toEqual(
    [...expected].sort(([a, x], [b, y]) => (x.balance === y.balance ? (a < b ? -1 : 1) : x.balance > y.balance ? -1 : 1)).slice(0, 100).map(([account, x]) => [account, x.balance, x.rank]),
  )
}

/** Credits of 1..9 (many ties) to `accounts`, `n` of them, all at once. */
async function creditAtOnce(dbs: Db[], accounts: string[], n: number): Promise<void> {
  await Promise.all(
    Array.from({ length: n }, (_, i) => credit(dbs[i % dbs.length]!, { account: accounts[(i * 7) % accounts.length]!, amount: BigInt((i % 9) + 1), source: 'game', key: `game:t${i}`, at })),
  )
}

describe.each(DRIVERS)('ranks on %s', (driver) => {
  const app = useRewardsApp(driver)
  const db = () => app.t.database.db

  test('behavior: after credits, every rank is exact, counted or live, with ties sharing a rank', async () => {
    const accounts = Array.from({ length: 25 }, randomAccount)
    await creditAtOnce([db()], accounts, 120)
    await refreshRankLevels(db())
    await expectRanksMatchLedger(db())
  })

  test('behavior: a credit after the count ranks the account at its new balance among the counted balances, and says when they were counted', async () => {
    const [low, mid, high] = [randomAccount(), randomAccount(), randomAccount()]
    await credit(db(), { account: low, amount: 1n, source: 'game', key: 'game:low', at })
    await credit(db(), { account: mid, amount: 5n, source: 'game', key: 'game:mid', at })
    await credit(db(), { account: high, amount: 9n, source: 'game', key: 'game:high', at })
    const counted = await refreshRankLevels(db())
    expect(counted).toMatchObject({ accounts: 3, levels: 3 })
    await credit(db(), { account: low, amount: 6n, source: 'game', key: 'game:low2', at })
    // Live: 7 is behind 9 only. Counted: behind the 9 of the count, ahead of the 5; the answer names the count's time.
    expect(await readStanding(db(), low)).toMatchObject({ balance: 7n, rank: 2 })
    expect(await readStanding(db(), low, { exactWithin: 0 })).toEqual({ balance: 7n, rank: 2, rankAsOf: counted!.takenAt, standingsAt: counted!.takenAt })
    // mid was passed after the count: the count still places it 2nd, and says so.
    expect(await readStanding(db(), mid, { exactWithin: 0 })).toMatchObject({ rank: 2, rankAsOf: counted!.takenAt })
    expect(await readStanding(db(), mid)).toMatchObject({ rank: 3 })
  })

  test('behavior: stardust/me states the time of the count when the rank comes from it, never when it is exact', async () => {
    await credit(db(), { account: bob.address.toLowerCase(), amount: 50n, source: 'game', key: 'game:bob', at })
    await credit(db(), { account: alice.address.toLowerCase(), amount: 10n, source: 'game', key: 'game:alice', at })
    const counted = (await refreshRankLevels(db()))!
    const deep = api(createRewardsServer({ database: app.t.database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, ranks: { exactWithin: 1 } }))
    expect((await deep.me(app.tokens.alice)).body.data).toMatchObject({ balance: '10', rank: 2, rankAsOf: counted.takenAt.toISOString() })
    const top = await deep.me(app.tokens.bob)
    expect(top.body.data).toMatchObject({ balance: '50', rank: 1 })
    expect(top.body.data).not.toHaveProperty('rankAsOf')
  })

  test('behavior: standings never counted are counted in the background once a rank is deep enough to need them', async () => {
    await credit(db(), { account: bob.address.toLowerCase(), amount: 50n, source: 'game', key: 'game:bob', at })
    await credit(db(), { account: alice.address.toLowerCase(), amount: 10n, source: 'game', key: 'game:alice', at })
    const server = api(createRewardsServer({ database: app.t.database, verifyToken: app.auth.server.verifyToken, now: app.clock.now, ranks: { exactWithin: 1 } }))
    const first = await server.me(app.tokens.alice)
    expect(first.body.data).toMatchObject({ rank: 2 })
    expect(first.body.data).not.toHaveProperty('rankAsOf')
    await expect.poll(async () => (await db().select().from(rankLevelsState)).length).toBe(1)
    expect((await server.me(app.tokens.alice)).body.data).toMatchObject({ rank: 2, rankAsOf: expect.any(String) })
  })

  test('behavior: after an import into the ledger alone, a rebuild makes totals and ranks right again', async () => {
    const accounts = Array.from({ length: 12 }, randomAccount)
    await creditAtOnce([db()], accounts, 40)
    await refreshRankLevels(db())
    // An import writes ledger rows only; a restore brings back a stale total and one of an account the ledger lacks.
    await db().execute(sql`insert into ledger_entries (account, amount, source, key, created_at)
      select account, 100, 'claim', 'import:' || account, now() from balances order by account limit 4`)
    // A fresh account, never one of the 12: replacing a character of one could give the same account back.
    await db().execute(sql`insert into ledger_entries (account, amount, source, key, created_at) values (${randomAccount()}, 3, 'claim', 'import:new', now())`)
    await db().execute(sql`update balances set balance = balance + 1000 where account = (select account from balances order by account desc limit 1)`)
    await db().insert(balances).values({ account: randomAccount(), balance: 5_000n })
    const summary = await rebuildRanks(db())
    expect(summary.balances).toMatchObject({ removed: 1 })
    expect(summary.balances.corrected).toBeGreaterThanOrEqual(6)
    const [check] = await db().execute(sql`select count(*)::int as wrong from balances b full join (select account, sum(amount) as s from ledger_entries group by account) l using (account) where b.balance is distinct from l.s`).then((r) => (r as unknown as { rows: { wrong: number }[] }).rows)
    expect(check?.wrong).toBe(0)
    await expectRanksMatchLedger(db())
  })
})

describe('ranks on postgres from two site instances', () => {
  const app = useRewardsApp('postgres')

  test('behavior: credits at once from two instances, with counts running meanwhile, leave every rank exact', async () => {
    const second = await openDatabase({ url: app.t.url!, poolSize: 10, connectTimeoutMs: 60_000 })
    try {
      const accounts = Array.from({ length: 30 }, randomAccount)
      const dbs = [app.t.database.db, second.db]
      await Promise.all([creditAtOnce(dbs, accounts, 120), refreshRankLevels(dbs[0]!), refreshRankLevels(dbs[1]!)])
      // A count that overlapped the credits may be behind them; the next one is not.
      await rebuildRanks(second.db)
      await expectRanksMatchLedger(app.t.database.db)
    } finally {
      await second.close()
    }
  })
})
