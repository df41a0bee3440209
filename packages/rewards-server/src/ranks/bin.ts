#!/usr/bin/env node
// `stardust-ranks rebuild`: derives the running totals and the counted standings again from the
// ledger (after an import or a restore). `stardust-ranks status`: when the standings were counted.
// The database is DATABASE_URL (PostgreSQL), else the PGlite folder STARDUST_DATA_DIR.
import { openDatabase } from '../db/openDatabase.js'
import { loadDatabaseConfig } from '../db/loadDatabaseConfig.js'
import { rankLevelsState } from '../db/schema.js'
import { DatabaseConfigError } from '../errors.js'
import { rebuildRanks } from './rebuildRanks.js'

const USAGE = 'usage: stardust-ranks rebuild | status   (DATABASE_URL, or STARDUST_DATA_DIR for PGlite)'

async function main(command: string | undefined): Promise<number> {
  if (command !== 'rebuild' && command !== 'status') {
    console.error(USAGE)
    return 2
  }
  if (!process.env.DATABASE_URL?.trim() && !process.env.STARDUST_DATA_DIR?.trim()) {
    console.error(`stardust-ranks: set DATABASE_URL or STARDUST_DATA_DIR\n${USAGE}`)
    return 2
  }
  let database
  try {
    database = await openDatabase(loadDatabaseConfig(process.env, { defaultDataDir: '' }))
  } catch (error) {
    if (!(error instanceof DatabaseConfigError)) throw error
    console.error(`stardust-ranks: ${error.shortMessage}`)
    return 1
  }
  try {
    if (command === 'status') {
      const [state] = await database.db.select().from(rankLevelsState)
      console.log(state ? `standings counted at ${state.takenAt.toISOString()}: ${state.accounts} accounts, ${state.levels} levels` : 'standings never counted')
      return 0
    }
    const started = performance.now()
    const { balances, levels } = await rebuildRanks(database.db)
    console.log(`balances: ${balances.accounts} accounts from the ledger, ${balances.corrected} written, ${balances.removed} removed`)
    console.log(`standings counted at ${levels.takenAt.toISOString()}: ${levels.accounts} accounts, ${levels.levels} levels (${Math.round(performance.now() - started)} ms)`)
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main(process.argv[2])
