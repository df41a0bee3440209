#!/usr/bin/env node
// stardust-migrate: brings the ledger's PostgreSQL (DATABASE_URL) to this release's schema. Run it once
// per release, before the release's instances start (they refuse a database that is behind). Safe to
// run from several places at once: the migrations run under an advisory lock, each applied once.
import { DatabaseConfigError } from '../errors.js'
import { runMigrate } from './runMigrate.js'

try {
  console.log(await runMigrate(process.env))
} catch (error) {
  console.error(`stardust-migrate: ${error instanceof DatabaseConfigError ? error.shortMessage : 'failed'}`)
  process.exit(1)
}
