import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { balances } from '../db/schema.js'
import { credit } from '../ledger/credit.js'
import { readStanding } from '../ledger/readBalance.js'

// The package's "bin" as pnpm links it (the launcher that loads dist/ranksBin.js): built before tests.
const BIN = fileURLToPath(new URL('../../bin/stardust-ranks.js', import.meta.url))
const at = new Date('2026-11-22T12:00:00Z')
const [rich, poor] = ['0x' + 'a'.repeat(40), '0x' + 'b'.repeat(40)]

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}

const app = useRewardsApp('postgres')

test('behavior: stardust-ranks rebuild derives totals and standings from the ledger after a restore left them wrong', async () => {
  const db = app.t.database.db
  await credit(db, { account: rich, amount: 9n, source: 'game', key: 'game:rich', at })
  await credit(db, { account: poor, amount: 2n, source: 'game', key: 'game:poor', at })
  // A restore of the ledger alone: the totals say the opposite of the ledger.
  await db.update(balances).set({ balance: 1n }).where(sql`${balances.account} = ${rich}`)
  await db.update(balances).set({ balance: 50n }).where(sql`${balances.account} = ${poor}`)
  expect(await readStanding(db, rich)).toMatchObject({ rank: 2 })

  const before = await run(['status'], { DATABASE_URL: app.t.url! })
  expect([before.code, before.stdout]).toEqual([0, 'standings never counted\n'])
  const rebuilt = await run(['rebuild'], { DATABASE_URL: app.t.url! })
  expect(rebuilt.code, rebuilt.stderr).toBe(0)
  expect(rebuilt.stdout).toMatch(/^balances: 2 accounts from the ledger, 2 written, 0 removed\nstandings counted at \S+Z: 2 accounts, 2 levels \(\d+ ms\)\n$/)
  expect(await readStanding(db, rich, { exactWithin: 0 })).toMatchObject({ balance: 9n, rank: 1, rankAsOf: expect.any(Date) })
  expect(await readStanding(db, poor, { exactWithin: 0 })).toMatchObject({ balance: 2n, rank: 2 })
  expect((await run(['status'], { DATABASE_URL: app.t.url! })).stdout).toMatch(/^standings counted at \S+Z: 2 accounts, 2 levels\n$/)
})

test('parameters: an unknown command or no database prints the usage and exits 2; a bad DATABASE_URL names it and exits 1', async () => {
  expect(await run(['shuffle'], { DATABASE_URL: app.t.url! })).toMatchObject({ code: 2, stdout: '', stderr: expect.stringMatching(/^usage: stardust-ranks rebuild \| status/) })
  expect(await run(['rebuild'], {})).toMatchObject({ code: 2, stderr: expect.stringMatching(/set DATABASE_URL or STARDUST_DATA_DIR/) })
  expect(await run(['rebuild'], { DATABASE_URL: 'mysql://x@y/z' })).toMatchObject({ code: 1, stderr: expect.stringMatching(/^stardust-ranks: DATABASE_URL must be a postgres/) })
})
