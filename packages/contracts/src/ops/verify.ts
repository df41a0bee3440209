import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Address, Hex, PublicClient } from 'viem'
import type { RecordEntry } from '../deploy/record.js'

type ImmutableReferences = Record<string, { start: number; length: number }[]>
export type RuntimeBuild = { solc: string; contracts: Record<string, { bytecode: Hex; immutableReferences: ImmutableReferences }> }
export type VerifyResult = { key: string; name: string; address: Address; ok: boolean; why: string }

/**
 * Compiles contracts/*.sol with solc-js and the build's settings (scripts/build-settings.json): the runtime code and
 * immutable positions the chain's code must match. Needs the repository (solc and OpenZeppelin are devDependencies).
 */
export function compileRuntime(packageRoot: string, only?: readonly string[]): RuntimeBuild {
  const require = createRequire(path.join(packageRoot, 'package.json'))
  const solc = require('solc') as { compile: (input: string, options: unknown) => string; version: () => string }
  const settings = JSON.parse(readFileSync(path.join(packageRoot, 'scripts', 'build-settings.json'), 'utf8')) as { solc: string; optimizer: unknown; viaIR: boolean; evmVersion: string }
  if (!solc.version().startsWith(`${settings.solc}+`)) throw new Error(`solc ${solc.version()} is not the build's ${settings.solc}`)
  const dir = path.join(packageRoot, 'contracts')
  const sources = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.sol') && (!only || only.includes(f))).map((f) => [`contracts/${f}`, { content: readFileSync(path.join(dir, f), 'utf8') }]))
  const input = {
    language: 'Solidity',
    sources,
    settings: { optimizer: settings.optimizer, viaIR: settings.viaIR, evmVersion: settings.evmVersion, outputSelection: { '*': { '*': ['evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'] } } },
  }
  const findImports = (p: string) => {
    try {
      return { contents: readFileSync(p.startsWith('@') ? require.resolve(p) : path.join(packageRoot, p), 'utf8') }
    } catch {
      return { error: `File not found: ${p}` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string; immutableReferences: ImmutableReferences } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contracts: RuntimeBuild['contracts'] = {}
  for (const [file, byName] of Object.entries(output.contracts))
    if (file.startsWith('contracts/'))
      for (const [name, c] of Object.entries(byName)) contracts[name] = { bytecode: `0x${c.evm.deployedBytecode.object}`, immutableReferences: c.evm.deployedBytecode.immutableReferences }
  return { solc: solc.version(), contracts }
}

/** Zeroes the immutables (values set by the constructor: addresses, the root, the deadline) so only code is compared. */
export function maskImmutables(code: Hex, references: ImmutableReferences): string {
  const bytes = code.slice(2).split('')
  for (const ranges of Object.values(references)) for (const { start, length } of ranges) bytes.fill('0', start * 2, (start + length) * 2)
  return bytes.join('')
}

/** Checks every contract of a deployments entry against the build: same length, same bytes outside the immutables. */
export async function verifyDeployment(client: PublicClient, entry: RecordEntry, build: RuntimeBuild): Promise<VerifyResult[]> {
  const results: VerifyResult[] = []
  for (const [key, recorded] of Object.entries(entry.record.contracts)) {
    if (!recorded) continue
    const expected = build.contracts[recorded.name]
    const code = (await client.getCode({ address: recorded.address })) ?? '0x'
    const result = { key, name: recorded.name, address: recorded.address }
    if (!expected) results.push({ ...result, ok: false, why: `the build has no ${recorded.name}` })
    else if (code === '0x') results.push({ ...result, ok: false, why: 'no code at this address' })
    else if (code.length !== expected.bytecode.length) results.push({ ...result, ok: false, why: `runtime code is ${(code.length - 2) / 2} bytes, the build's ${(expected.bytecode.length - 2) / 2}` })
    else if (maskImmutables(code, expected.immutableReferences) !== maskImmutables(expected.bytecode, expected.immutableReferences))
      results.push({ ...result, ok: false, why: 'runtime code differs from the build' })
    else results.push({ ...result, ok: true, why: `matches the build (${Object.values(expected.immutableReferences).flat().length} immutable slots masked, metadata hash included)` })
  }
  return results
}
