import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { encodeDeployData, hexToBigInt, getAddress, getContractAddress, type Abi, type Address, type Hex, type PublicClient } from 'viem'
import type { RecordEntry } from '../deploy/record.js'
import { starClaimAbi, starClaimBytecode } from '../generated/StarClaim.js'
import { starSaleAbi, starSaleBytecode } from '../generated/StarSale.js'
import { starStakingAbi, starStakingBytecode } from '../generated/StarStaking.js'
import { starTimelockAbi, starTimelockBytecode } from '../generated/StarTimelock.js'
import { starTokenAbi, starTokenBytecode } from '../generated/StarToken.js'
import { EXPECTED_IMMUTABLES } from './immutables.js'

type ImmutableReferences = Record<string, { start: number; length: number }[]>
/** One contract of a build: its creation code, its runtime code, and where each immutable sits in it (by AST id, with its name). */
export type BuiltContract = { creation: Hex; bytecode: Hex; immutableReferences: ImmutableReferences; immutables: Record<string, string> }
export type RuntimeBuild = { solc: string; contracts: Record<string, BuiltContract> }
export type VerifyResult = { key: string; name: string; address: Address; ok: boolean; why: string }

const ABIS: Record<string, { abi: Abi; creation: Hex }> = {
  StarToken: { abi: starTokenAbi, creation: starTokenBytecode },
  StarStaking: { abi: starStakingAbi, creation: starStakingBytecode },
  StarSale: { abi: starSaleAbi, creation: starSaleBytecode },
  StarClaim: { abi: starClaimAbi, creation: starClaimBytecode },
  StarTimelock: { abi: starTimelockAbi, creation: starTimelockBytecode },
}

/** The last build (src/generated/runtime.json and the generated modules' creation code): what `verify --build` reads. */
export function lastBuild(packageRoot: string): RuntimeBuild {
  const runtime = JSON.parse(readFileSync(path.join(packageRoot, 'src', 'generated', 'runtime.json'), 'utf8')) as { solc: string; contracts: Record<string, Omit<BuiltContract, 'creation'>> }
  const contracts = Object.fromEntries(Object.entries(runtime.contracts).map(([name, c]) => [name, { ...c, creation: ABIS[name]?.creation ?? '0x' }]))
  return { solc: runtime.solc, contracts }
}

/**
 * Compiles contracts/*.sol with solc-js and the build's settings (scripts/build-settings.json): the creation and
 * runtime code the chain's must match, and each immutable's name. Needs the repository (solc and OpenZeppelin are
 * devDependencies).
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
    settings: {
      optimizer: settings.optimizer,
      viaIR: settings.viaIR,
      evmVersion: settings.evmVersion,
      outputSelection: { '*': { '': ['ast'], '*': ['evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences'] } },
    },
  }
  const findImports = (p: string) => {
    try {
      return { contents: readFileSync(p.startsWith('@') ? require.resolve(p) : path.join(packageRoot, p), 'utf8') }
    } catch {
      return { error: `File not found: ${p}` }
    }
  }
  return compiledContracts(JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput, solc.version())
}

export type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  sources: Record<string, { ast: unknown }>
  contracts: Record<string, Record<string, { evm: { bytecode: { object: string }; deployedBytecode: { object: string; immutableReferences: ImmutableReferences } } }>>
}

/** The product contracts of a solc output (standard JSON), with each immutable's name read from the AST. */
export function compiledContracts(output: SolcOutput, version: string): RuntimeBuild {
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const names: Record<string, string> = {}
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (typeof node !== 'object' || node === null) return
    const n = node as { nodeType?: string; mutability?: string; id?: number; name?: string }
    if (n.nodeType === 'VariableDeclaration' && n.mutability === 'immutable') names[String(n.id)] = n.name!
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value)
  }
  for (const source of Object.values(output.sources)) walk(source.ast)
  const contracts: RuntimeBuild['contracts'] = {}
  for (const [file, byName] of Object.entries(output.contracts))
    if (file.startsWith('contracts/'))
      for (const [name, c] of Object.entries(byName)) {
        const references = c.evm.deployedBytecode.immutableReferences
        contracts[name] = {
          creation: `0x${c.evm.bytecode.object}`,
          bytecode: `0x${c.evm.deployedBytecode.object}`,
          immutableReferences: references,
          immutables: Object.fromEntries(Object.keys(references).map((id) => [id, names[id] ?? `#${id}`])),
        }
      }
  return { solc: version, contracts }
}

/** A recorded constructor argument back in its ABI type: the record keeps integers as decimal strings. */
function typed(type: string, value: unknown): unknown {
  if (type.endsWith('[]')) return (value as unknown[]).map((item) => typed(type.slice(0, -2), item))
  return /^u?int\d*$/.test(type) ? BigInt(value as string) : value
}
export function constructorArgs(abi: Abi, recorded: readonly unknown[]): unknown[] {
  const inputs = abi.find((item) => item.type === 'constructor')?.inputs ?? []
  return inputs.map((input, i) => typed(input.type, recorded[i]))
}

/** An immutable's 32-byte word in words: an address or a number when that is its type, else hex. */
function shown(value: Hex, type: string): string {
  if (type === 'address') return getAddress(`0x${value.slice(26)}`)
  if (/^u?int\d*$/.test(type)) return hexToBigInt(value).toString()
  return value
}

/** The recorded contract's constructor arguments, typed, and the expected value of each of its immutables. */
function recordedContract(entry: RecordEntry, key: string) {
  const recorded = entry.record.contracts[key as keyof RecordEntry['record']['contracts']]!
  const abi = ABIS[recorded.name]?.abi
  const args = abi ? constructorArgs(abi, recorded.constructorArgs) : []
  const expectations = EXPECTED_IMMUTABLES[recorded.name]?.({ chainId: entry.chainId, address: getAddress(recorded.address), args }) ?? {}
  return { recorded, abi, args, expectations }
}

/**
 * The runtime code the recorded contract must have: the build's, each immutable filled with the value the record
 * gives it. `missing` names an immutable the table of expected values lacks (its slot stays as the build left it).
 */
export function expectedRuntime(entry: RecordEntry, key: string, built: BuiltContract): { code: Hex; missing: string[] } {
  const { expectations } = recordedContract(entry, key)
  const code = built.bytecode.slice(2).toLowerCase().split('')
  const missing: string[] = []
  for (const [id, ranges] of Object.entries(built.immutableReferences)) {
    const name = built.immutables[id] ?? `#${id}`
    const expected = expectations[name]
    if (!expected) missing.push(name)
    else for (const { start, length } of ranges) code.splice(start * 2, length * 2, ...expected.value.slice(2).toLowerCase().padStart(length * 2, '0').split(''))
  }
  return { code: `0x${code.join('')}`, missing }
}

/** The chain's code against the record: each difference in words, or none. */
export function recordDifferences(entry: RecordEntry, key: string, code: Hex, built: BuiltContract | undefined): string[] {
  const { recorded, abi, args, expectations } = recordedContract(entry, key)
  if (!built || !abi) return [`the build has no ${recorded.name}`]
  const problems: string[] = []
  // The address binds the init code (the build's creation code and the recorded arguments) and the salt.
  const initCode = encodeDeployData({ abi, bytecode: built.creation, args })
  const derived = getContractAddress({ opcode: 'CREATE2', from: entry.record.factory, salt: entry.record.salt, bytecode: initCode })
  if (derived.toLowerCase() !== recorded.address.toLowerCase()) problems.push(`the recorded init code and salt create ${derived}, not ${getAddress(recorded.address)}`)
  const siteReads = (entry as Record<string, unknown>)[key]
  if (typeof siteReads === 'string' && siteReads.toLowerCase() !== recorded.address.toLowerCase()) problems.push(`the site reads ${key} ${siteReads}, not the recorded ${recorded.address}`)
  const chainCode = code.toLowerCase()
  if (chainCode === '0x') return [...problems, 'no code at this address']
  if (chainCode.length !== built.bytecode.length) return [...problems, `runtime code is ${(chainCode.length - 2) / 2} bytes, the build's ${(built.bytecode.length - 2) / 2}`]

  const expected = expectedRuntime(entry, key, built)
  for (const name of expected.missing) problems.push(`${recorded.name}'s immutable ${name} has no expected value: add it to EXPECTED_IMMUTABLES`)
  // Each immutable that differs, by name, with both values; then whether any code outside them differs.
  const chain = chainCode.slice(2).split('')
  const ours = expected.code.slice(2).split('')
  for (const [id, ranges] of Object.entries(built.immutableReferences)) {
    const name = built.immutables[id] ?? `#${id}`
    const want = expectations[name]
    const { start, length } = ranges[0]!
    const onChain = `0x${chainCode.slice(2 + start * 2, 2 + (start + length) * 2)}` as Hex
    if (want && onChain !== want.value.toLowerCase()) problems.push(`${name} is ${shown(onChain, want.type)} on the chain; ${want.from} is ${shown(want.value, want.type)}`)
    for (const range of ranges) {
      chain.fill('0', range.start * 2, (range.start + range.length) * 2)
      ours.fill('0', range.start * 2, (range.start + range.length) * 2)
    }
  }
  if (chain.join('') !== ours.join('')) problems.push('runtime code differs from the build')
  // An immutable repeated in the code must hold the same value at every place.
  else if (problems.length === 0 && chainCode !== expected.code) problems.push('an immutable differs from the record at one of its places in the code')
  return problems
}

/**
 * Checks every contract of a deployments entry: its address is the one the recorded init code and salt create, and
 * its code on the chain is the build's runtime code with every immutable filled from the recorded constructor
 * arguments, the chain id and the address. Each difference is named.
 */
export async function verifyDeployment(client: PublicClient, entry: RecordEntry, build: RuntimeBuild): Promise<VerifyResult[]> {
  const results: VerifyResult[] = []
  for (const [key, recorded] of Object.entries(entry.record.contracts)) {
    if (!recorded) continue
    const code = ((await client.getCode({ address: recorded.address })) ?? '0x').toLowerCase() as Hex
    const built = build.contracts[recorded.name]
    const problems = recordDifferences(entry, key, code, built)
    const immutables = built ? Object.keys(built.immutableReferences).length : 0
    results.push({
      key,
      name: recorded.name,
      address: recorded.address,
      ok: problems.length === 0,
      why:
        problems.length > 0
          ? problems.join('; ')
          : `created by the recorded init code and salt; runtime code is the build's${immutables > 0 ? ` with its ${immutables} immutables from the record` : ' (no immutables)'}`,
    })
  }
  return results
}
