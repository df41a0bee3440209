import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { encodeAbiParameters, keccak256, stringToHex, type Abi, type AbiParameter, type Address, type Hex } from 'viem'
import type { RecordEntry } from '../deploy/record.js'
import { DeployError } from '../errors.js'
import { starClaimAbi } from '../generated/StarClaim.js'
import { starSaleAbi } from '../generated/StarSale.js'
import { starStakingAbi } from '../generated/StarStaking.js'
import { starTimelockAbi } from '../generated/StarTimelock.js'
import { starTokenAbi } from '../generated/StarToken.js'
import { constructorArgs } from '../ops/verify.js'

type Metadata = { compiler: { version: string }; settings: Record<string, unknown> & { compilationTarget: Record<string, string> }; sources: Record<string, { keccak256: Hex }> }
/** What an explorer's form asks for each contract, beside the standard JSON input. */
export type ExplorerContract = { name: string; address: Address; fullyQualifiedName: string; compilerVersion: string; constructorArguments: Hex }

const ABIS: Record<string, Abi> = { StarToken: starTokenAbi, StarStaking: starStakingAbi, StarSale: starSaleAbi, StarClaim: starClaimAbi, StarTimelock: starTimelockAbi }

/**
 * The standard JSON input of the product contracts, as the build compiled them: the settings of solc's metadata and
 * every source it lists, read from contracts/ and OpenZeppelin's package. Each file's keccak256 must be the one the
 * metadata (and so the metadata hash in the runtime code) names, else this refuses.
 */
export function standardJsonInput(packageRoot: string, metadata: Readonly<Record<string, string>>): { input: unknown; parsed: Record<string, Metadata> } {
  const require = createRequire(path.join(packageRoot, 'package.json'))
  const parsed = Object.fromEntries(Object.entries(metadata).map(([name, text]) => [name, JSON.parse(text) as Metadata]))
  const sources: Record<string, { content: string }> = {}
  let settings: Record<string, unknown> | undefined
  for (const meta of Object.values(parsed)) {
    const { compilationTarget: _, ...rest } = meta.settings
    settings ??= rest
    for (const [file, { keccak256: expected }] of Object.entries(meta.sources)) {
      if (sources[file]) continue
      const content = readFileSync(file.startsWith('@') ? require.resolve(file) : path.join(packageRoot, file), 'utf8')
      if (keccak256(stringToHex(content)) !== expected) throw new DeployError('deploy_failed', `${file} is not the file the contracts were compiled from (its keccak256 differs from the build's metadata): build again`)
      sources[file] = { content }
    }
  }
  const outputSelection = { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'evm.deployedBytecode.immutableReferences', 'metadata'], '': ['ast'] } }
  const sorted = Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)))
  return { input: { language: 'Solidity', sources: sorted, settings: { ...settings, outputSelection } }, parsed }
}

/**
 * Writes what an explorer (Etherscan's "standard JSON input") or Sourcify (metadata + sources) needs to verify the
 * chain's contracts, beside the deployments record: `verification/<chainId>/standard-input.json`,
 * `<Name>.metadata.json` (solc's metadata, byte for byte) and `contracts.json` (address, fully qualified name,
 * compiler version, ABI-encoded constructor arguments). Returns the folder.
 */
export function writeExplorerInput(packageRoot: string, recordDir: string, entry: RecordEntry): string {
  const metadata = JSON.parse(readFileSync(path.join(packageRoot, 'src', 'generated', 'metadata.json'), 'utf8')) as Record<string, string>
  const { input, parsed } = standardJsonInput(packageRoot, metadata)
  const dir = path.join(recordDir, 'verification', String(entry.chainId))
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'standard-input.json'), `${JSON.stringify(input, null, 2)}\n`)
  const contracts: ExplorerContract[] = []
  for (const recorded of Object.values(entry.record.contracts)) {
    if (!recorded) continue
    const meta = parsed[recorded.name]
    const abi = ABIS[recorded.name]
    if (!meta || !abi) throw new DeployError('deploy_failed', `the build has no metadata for ${recorded.name}`)
    writeFileSync(path.join(dir, `${recorded.name}.metadata.json`), metadata[recorded.name]!)
    const [file, name] = Object.entries(meta.settings.compilationTarget)[0]!
    const inputs = (abi.find((item) => item.type === 'constructor') as { inputs: readonly AbiParameter[] } | undefined)?.inputs ?? []
    contracts.push({
      name: recorded.name,
      address: recorded.address,
      fullyQualifiedName: `${file}:${name}`,
      compilerVersion: `v${meta.compiler.version}`,
      constructorArguments: encodeAbiParameters(inputs, constructorArgs(abi, recorded.constructorArgs)),
    })
  }
  writeFileSync(path.join(dir, 'contracts.json'), `${JSON.stringify(contracts, null, 2)}\n`)
  return dir
}
