// The fuzzed bytecode is the shipped bytecode: foundry.toml (the invariant suites, the mutation run) names exactly
// the build's compiler settings. scripts/invariants.mjs then compares forge's runtime code with the build's after
// every run; this catches a drift without running forge.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { compilerSettings } from '../src/generated/compiler.js'

const file = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8')

test('foundry.toml compiles with the settings of scripts/build-settings.json, which the build used', () => {
  const settings = JSON.parse(file('scripts/build-settings.json')) as { solc: string; optimizer: { enabled: boolean; runs: number }; viaIR: boolean; evmVersion: string }
  const toml = file('foundry.toml')
  const value = (key: string) => new RegExp(`^${key} = "?([^"\\n]+)"?$`, 'm').exec(toml)?.[1]
  expect({ optimizer: value('optimizer'), runs: value('optimizer_runs'), viaIR: value('via_ir'), evm: value('evm_version') }).toEqual({
    optimizer: String(settings.optimizer.enabled),
    runs: String(settings.optimizer.runs),
    viaIR: String(settings.viaIR),
    evm: settings.evmVersion,
  })
  expect(compilerSettings).toEqual({ ...settings, solc: expect.stringMatching(new RegExp(`^${settings.solc}\\+commit`)) as unknown as string })
})
