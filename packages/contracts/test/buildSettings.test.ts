// The fuzzed bytecode is the shipped bytecode: the invariant suites (test/invariant) deploy every product contract
// from the build's own creation code (scripts/shippedCode.mjs writes it; deployShipped in Base.sol reads it), never
// from forge's compile of the sources, whose settings (foundry.toml) only make the harness fast to compile.
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { FUZZED_CONTRACTS, writeShippedCode } from '../scripts/shippedCode.mjs'
import { compilerSettings } from '../src/generated/compiler.js'
import * as generated from '../src/generated/index.js'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const file = (name: string) => readFileSync(path.join(packageRoot, name), 'utf8')

test('the generated modules were compiled with the settings of scripts/build-settings.json', () => {
  const settings = JSON.parse(file('scripts/build-settings.json')) as { solc: string; optimizer: { enabled: boolean; runs: number }; viaIR: boolean; evmVersion: string }
  expect(compilerSettings).toEqual({ ...settings, solc: expect.stringMatching(new RegExp(`^${settings.solc}\\+commit`)) as unknown as string })
})

test('the invariant suites deploy every product contract through deployShipped, none with `new`', () => {
  const sources = readdirSync(path.join(packageRoot, 'test/invariant'))
    .filter((name) => name.endsWith('.sol'))
    .map((name) => file(`test/invariant/${name}`))
    .join('\n')
  for (const name of FUZZED_CONTRACTS) {
    expect(sources, name).toContain(`deployShipped("${name}", `)
    expect(sources, name).not.toMatch(new RegExp(`\\bnew ${name}\\b`))
  }
})

test("writeShippedCode writes each contract's creation code from the generated modules where deployShipped reads it", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'stardust-shipped-'))
  try {
    mkdirSync(path.join(root, 'src'))
    symlinkSync(path.join(packageRoot, 'src/generated'), path.join(root, 'src/generated'))
    writeShippedCode(root)
    for (const name of FUZZED_CONTRACTS) {
      const artefact = JSON.parse(readFileSync(path.join(root, '.forge/shipped', `${name}.sol`, `${name}.json`), 'utf8')) as { bytecode: { object: string } }
      const exported = (generated as Record<string, unknown>)[`${name[0]!.toLowerCase()}${name.slice(1)}Bytecode`]
      expect(artefact.bytecode.object, name).toBe(exported)
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
