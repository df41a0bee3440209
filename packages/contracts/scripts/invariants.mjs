// The stateful invariant suites (test/invariant, forge): every public action of each contract in random
// sequences by five accounts and the owner, with time jumps, each money rule checked after every call.
// Part of `pnpm test`; FUZZ_RUNS / FUZZ_DEPTH (default 32 / 64) raise the depth, FUZZ_SEED replays a seed.
// Prints runs, calls and time per contract; exits 1 when an invariant fails, printing its call sequence.
// The suites deploy the build's own creation code (scripts/shippedCode.mjs): they fuzz the bytecode that ships.
import { forgeInvariants, fuzzSettings, packageRoot } from './forge.mjs'
import { writeShippedCode } from './shippedCode.mjs'

const settings = fuzzSettings()
writeShippedCode(packageRoot)
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
if (failed > 0) process.exit(1)
