// The stateful invariant suites (test/invariant, forge): every public action of each contract in random
// sequences by five accounts and the owner, with time jumps, each money rule checked after every call.
// Part of `pnpm test`; FUZZ_RUNS / FUZZ_DEPTH (default 32 / 64) raise the depth, FUZZ_SEED replays a seed.
// Prints runs, calls and time per contract; exits 1 when an invariant fails, printing its call sequence.
import { forgeInvariants, fuzzSettings } from './forge.mjs'
import { compareWithBuild } from './sameBytecode.mjs'

const settings = fuzzSettings()
const started = Date.now()
const suites = forgeInvariants(settings).sort((a, b) => a.contract.localeCompare(b.contract))
const wall = Date.now() - started
if (suites.length === 0 || suites.some((suite) => suite.invariants.length === 0)) {
  console.error('forge found no invariant suite (test/invariant/*.t.sol): nothing was checked')
  process.exit(1)
}

console.log(`invariant suites: ${settings.runs} runs x ${settings.depth} calls per invariant, seed ${settings.seed} (FUZZ_SEED replays it)`)
console.log('contract'.padEnd(22) + 'invariants'.padStart(11) + 'runs'.padStart(8) + 'calls'.padStart(9) + 'time'.padStart(9))
let failed = 0
for (const suite of suites) {
  const runs = suite.invariants.reduce((sum, i) => sum + i.runs, 0)
  const calls = suite.invariants.reduce((sum, i) => sum + i.calls, 0)
  const time = `${(suite.ms / 1000).toFixed(1)} s`
  console.log(suite.contract.padEnd(22) + String(suite.invariants.length).padStart(11) + String(runs).padStart(8) + String(calls).padStart(9) + time.padStart(9))
  for (const invariant of suite.invariants.filter((i) => !i.ok)) {
    failed++
    console.error(`  FAILED ${invariant.name}: ${invariant.reason} after ${invariant.sequence ?? '?'} calls`)
    for (const call of invariant.counterexample ?? []) console.error(`    ${call.func_name}(${call.args ?? ''}) from ${call.sender}`)
  }
}
const total = suites.reduce((sum, suite) => sum + suite.invariants.length, 0)
console.log(`invariants: ${total - failed} passed, ${failed} failed; wall time with the compile ${(wall / 1000).toFixed(1)} s`)

// The suites fuzzed what ships: forge's runtime code of every product contract equals the build's (scripts/compile.mjs),
// apart from the metadata hash at the end (forge names the OpenZeppelin sources by another path).
const mismatches = compareWithBuild()
for (const line of mismatches.lines) console.log(line)
if (failed > 0 || mismatches.failed > 0) process.exit(1)
