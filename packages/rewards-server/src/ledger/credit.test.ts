import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { balances, ledgerEntries } from '../db/schema.js'
import { createTestDatabase, DRIVERS, type TestDatabase } from '../../test/helpers/testDatabase.js'
import { openDatabase } from '../db/openDatabase.js'
import { credit } from './credit.js'
import { readStanding } from './readBalance.js'

const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const at = new Date('2026-11-22T12:00:00Z')

describe.each(DRIVERS)('credit on %s', (driver) => {
  let t: TestDatabase
  beforeEach(async () => {
    t = await createTestDatabase(driver)
  })
  afterEach(async () => {
    await t.dispose()
  })

  test('default', async () => {
    expect(await credit(t.database.db, { account: alice, amount: 5n, source: 'game', key: 'game:a', at })).toEqual({ credited: true })
    expect(await readStanding(t.database.db, alice)).toEqual({ balance: 5n, rank: 1 })
  })

  test('behavior: 20 concurrent identical credits write one row and count once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => credit(t.database.db, { account: alice, amount: 7n, source: 'game', key: 'game:same', at })),
    )
    expect(results.filter((r) => r.credited)).toHaveLength(1)
    const rows = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.account, alice))
    expect(rows).toHaveLength(1)
    expect(await readStanding(t.database.db, alice)).toEqual({ balance: 7n, rank: 1 })
  })

  test('behavior: 20 concurrent distinct credits all count, and the running total equals the ledger sum', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => credit(t.database.db, { account: alice, amount: BigInt(i + 1), source: 'game', key: `game:${i}`, at })))
    const [sum] = await t.database.db.select({ total: sql<string>`sum(${ledgerEntries.amount})` }).from(ledgerEntries)
    const [row] = await t.database.db.select().from(balances).where(eq(balances.account, alice))
    expect(sum?.total).toBe('210')
    expect(row?.balance).toBe(210n)
  })

  test('parameters: a non-positive amount or an uppercase account is refused and writes nothing', async () => {
    await expect(credit(t.database.db, { account: alice, amount: 0n, source: 'game', key: 'game:zero', at })).rejects.toThrow(RangeError)
    await expect(credit(t.database.db, { account: alice.toUpperCase().replace('0X', '0x'), amount: 1n, source: 'game', key: 'game:upper', at })).rejects.toThrow()
    expect(await t.database.db.select().from(ledgerEntries)).toHaveLength(0)
    expect(await t.database.db.select().from(balances)).toHaveLength(0)
  })
})

describe('credit on postgres from several site instances', () => {
  test('behavior: two instances (two pools) crediting the same keys at once count each key once', async () => {
    const t = await createTestDatabase('postgres')
    const second = await openDatabase({ url: t.url! })
    try {
      const instances = [t.database.db, second.db]
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => credit(instances[i % 2]!, { account: alice, amount: 3n, source: 'game', key: `game:${i % 4}`, at })),
      )
      expect(results.filter((r) => r.credited)).toHaveLength(4)
      expect(await readStanding(second.db, alice)).toEqual({ balance: 12n, rank: 1 })
    } finally {
      await second.close()
      await t.dispose()
    }
  })
})
