// `pnpm e2e [playwright filters]`: the end-to-end suite in two runs, one after the other, with the same
// filters: first the chain-wide tests (tagged CHAIN_WIDE: one worker, on fresh chains of their own), then
// every other test (two workers, shared chains). Exits non-zero if either failed.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli')
// The one-worker run first: in `pnpm test` it then shares the cores with the unit suites, and the two-worker
// run, which keeps both cores busy on its own, is what is left at the end.
const runs = [
  { name: 'chain-wide tests, one at a time, on chains of their own', env: { E2E_CHAIN_WIDE: '1' } },
  { name: 'tests on the shared chains', env: { E2E_CHAIN_WIDE: '0' } },
]

let failed = false
for (const run of runs) {
  console.log(`e2e: ${run.name}`)
  const result = spawnSync(process.execPath, [cli, 'test', '--pass-with-no-tests', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  })
  if (result.status !== 0) failed = true
  if (result.signal) process.exit(1) // stopped (Ctrl-C): no second run
}
process.exit(failed ? 1 : 0)
