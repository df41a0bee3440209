// Proves the invariant suites: applies one deliberate bug at a time to a COPY of the contracts (in a temp
// folder; the sources are never touched), runs that contract's suite with a fixed seed, and prints the
// README's mutation table: which invariant failed and after how many calls. Exits 1 if a mutant survives.
// Run: pnpm --filter @stardust/contracts run mutants   (FUZZ_RUNS / FUZZ_DEPTH / FUZZ_SEED as for the suites;
// MUTANTS=<text> runs only the mutants whose contract or name contains it)
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { forgeInvariants, fuzzSettings, packageRoot } from './forge.mjs'
import { mutations } from './mutations.mjs'

const settings = { ...fuzzSettings(), seed: process.env.FUZZ_SEED || '0x5eed' }
const copied = ['contracts', 'test/invariant', 'test/contracts', 'scripts/solc-js.mjs', 'foundry.toml']
const rows = []
let survivors = 0

// MUTANTS=StarSale (any part of a contract or mutation name) runs only the matching mutants.
const only = process.env.MUTANTS
for (const mutation of mutations.filter((m) => !only || `${m.contract} ${m.name}`.includes(only))) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stardust-mutant-'))
  try {
    for (const item of copied) cpSync(path.join(packageRoot, item), path.join(dir, item), { recursive: true })
    symlinkSync(path.join(packageRoot, 'node_modules'), path.join(dir, 'node_modules'))
    const file = path.join(dir, 'contracts', `${mutation.contract}.sol`)
    const source = readFileSync(file, 'utf8')
    if (source.split(mutation.find).length !== 2) throw new Error(`${mutation.name}: the text to mutate is not in ${mutation.contract}.sol exactly once`)
    writeFileSync(file, source.replace(mutation.find, mutation.replace))

    // The suites deploy forge's build of the mutated copy (.forge/out/), not the shipped code.
    const [suite] = forgeInvariants({ ...settings, cwd: dir, matchContract: `${mutation.contract}Invariants`, codeDir: '.forge/out/' })
    const failed = suite.invariants.filter((i) => !i.ok).sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name))
    if (failed.length === 0) survivors++
    const caught = failed.length === 0 ? 'SURVIVED' : failed.map((i) => `\`${i.name.replace(/^invariant_/, '')}\``).join(', ')
    const calls = failed.length === 0 ? '-' : failed.map((i) => i.sequence).join(', ')
    rows.push(`| ${mutation.contract} | ${mutation.name} | ${caught} | ${calls} |`)
    console.error(`${mutation.contract}: ${mutation.name}: ${failed.length === 0 ? 'SURVIVED' : `caught by ${failed.length} invariant(s)`}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log(`\nSeed ${settings.seed}, ${settings.runs} runs x ${settings.depth} calls per invariant.\n`)
console.log('| contract | mutation (applied to a copy) | invariants that failed | after calls |')
console.log('|---|---|---|---|')
for (const row of rows) console.log(row)
if (survivors > 0) {
  console.error(`${survivors} mutant(s) survived`)
  process.exit(1)
}
