// Runs forge's invariant suites (test/invariant) and reads its JSON report; shared by invariants.mjs
// (the suites in `pnpm test`) and mutants.mjs (the same suites against deliberately broken copies).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { installOnFirstUse } from '@stardust/first-use'

export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** forge's own project: its version and integrity pinned by foundry/pnpm-lock.yaml. */
export const foundryDir = path.join(packageRoot, 'foundry')

/**
 * The forge binary, installed on first use from foundry/'s lockfile: the workspace install leaves its 35 MB
 * out, so a first `pnpm dev` does not download it.
 */
export function forgeBinary() {
  return installOnFirstUse(foundryDir, path.join('node_modules', '.bin', process.platform === 'win32' ? 'forge.cmd' : 'forge'))
}

/**
 * Runs and depth per invariant (FUZZ_RUNS / FUZZ_DEPTH raise them for a long run by hand) and the seed: FUZZ_SEED,
 * else a new one each run, printed so that a failure can be replayed.
 */
export function fuzzSettings(env = process.env) {
  const read = (name, fallback) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a positive integer, got "${value}"`)
    return Number(value)
  }
  return { runs: read('FUZZ_RUNS', 32), depth: read('FUZZ_DEPTH', 64), seed: env.FUZZ_SEED || `0x${randomBytes(8).toString('hex')}` }
}

/**
 * `forge test --json` in `cwd` (the package, or a mutant's copy of it), limited to `matchContract` if given;
 * `codeDir` names where the suites take the contracts' creation code from (default: the build's, .forge/shipped/).
 * Returns one entry per suite: { contract, ms, invariants: [{ name, ok, reason, runs, calls, sequence }] },
 * where `sequence` is the number of calls in the failing sequence (shrinking is off, so it is the original one).
 */
export function forgeInvariants({ cwd = packageRoot, runs, depth, seed, matchContract, codeDir } = {}) {
  const args = ['test', '--json', '--offline']
  if (matchContract) args.push('--match-contract', matchContract)
  if (seed) args.push('--fuzz-seed', seed)
  const result = spawnSync(forgeBinary(), args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: {
      ...process.env,
      FOUNDRY_INVARIANT_RUNS: String(runs),
      FOUNDRY_INVARIANT_DEPTH: String(depth),
      // where deployShipped (test/invariant/Base.sol) reads the contracts' creation code; default .forge/shipped/
      ...(codeDir ? { INVARIANT_CODE_DIR: codeDir } : {}),
    },
  })
  const jsonLine = result.stdout.split('\n').find((line) => line.startsWith('{"'))
  if (!jsonLine) throw new Error(`forge produced no report (exit ${result.status}):\n${result.stderr}${result.stdout}`)
  return Object.entries(JSON.parse(jsonLine)).map(([id, suite]) => ({
    contract: id.split(':').pop(),
    ms: parseDuration(suite.duration),
    invariants: Object.entries(suite.test_results).map(([name, test]) => ({
      name: name.replace(/\(\)$/, ''),
      ok: test.status === 'Success',
      reason: test.reason,
      runs: test.kind?.Invariant?.runs ?? 0,
      calls: test.kind?.Invariant?.calls ?? 0,
      // forge's counterexample: { Sequence: [calls in the failing run, [the calls]] }
      sequence: test.counterexample?.Sequence?.[0],
      counterexample: test.counterexample?.Sequence?.[1],
    })),
  }))
}

// forge prints durations like "4s 120ms 3µs 10ns".
function parseDuration(text) {
  const units = { s: 1000, ms: 1, 'µs': 1e-3, ns: 1e-6, m: 60_000 }
  let ms = 0
  for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|µs|ns|s|m)/g)) ms += Number(value) * units[unit]
  return ms
}
