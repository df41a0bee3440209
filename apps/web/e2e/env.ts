/**
 * Runtime environment of the `next start` that the end-to-end suite runs against.
 * Add server-side variables here (AUTH_SECRET for the auth server, a local REDIS_URL, ...).
 *
 * NEXT_PUBLIC_* values are inlined by `next build`, not read by `next start`: a suite that
 * needs them (e.g. NEXT_PUBLIC_RPC_* pointing at a local node) must have them set when the
 * site is built, e.g. `NEXT_PUBLIC_RPC_SEPOLIA=http://127.0.0.1:8599 pnpm turbo run test --filter=web`
 * (turbo hashes NEXT_PUBLIC_* into the build). Without them the browser fixture in
 * fixtures.ts still blocks every request that leaves 127.0.0.1, so no test reaches the internet.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'

// The suite's port (3100-3199 unless E2E_PORT is set), chosen here because this module is
// imported before playwright.config.ts runs its own (then no-op) default; workers inherit it.
process.env.E2E_PORT ??= String(3100 + (process.pid % 100))

// A fresh Stardust ledger per run (PGlite, one process per folder): two suites run at once on this
// machine never open the same folder, and a run never sees an older run's points. Removed when the
// run's main process exits (after Playwright has stopped the server).
const ledgerDir = `${tmpdir()}/stardust-e2e-pglite-${process.env.E2E_PORT}-${process.pid}-${Date.now()}`
process.on('exit', () => rmSync(ledgerDir, { recursive: true, force: true }))

// The run's own folder, shared by its workers (they inherit the variable): e2e/onchain/devAccounts.ts
// records there which development accounts tests have taken. Removed by the process that made it.
if (!process.env.E2E_RUN_DIR) {
  const runDir = mkdtempSync(`${tmpdir()}/stardust-e2e-run-`)
  process.env.E2E_RUN_DIR = runDir
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }))
}

export const E2E_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  // A fixed test secret (32+ bytes); production refuses to start with a default one.
  AUTH_SECRET: process.env.E2E_AUTH_SECRET ?? 'e2e-only-secret-0123456789abcdef0123456789abcdef',
  NEXT_TELEMETRY_DISABLED: '1',
  // The site's own origin: next-auth warns without it, and the auth server signs messages for it.
  NEXTAUTH_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
  STARDUST_DATA_DIR: ledgerDir,
  // One instance on PGlite and the memory store, on purpose: production refuses to start without
  // PostgreSQL and Redis otherwise (the production server's specs give it both, and not this).
  STARDUST_SINGLE_INSTANCE: '1',
  // Every test's browser comes from 127.0.0.1 and plays a proxy: its context appends an
  // X-Forwarded-For of its own (wallet/fixtures.ts), so each test has its own sign-in budget.
  AUTH_TRUSTED_PROXIES: '1',
}
