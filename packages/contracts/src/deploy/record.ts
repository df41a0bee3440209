import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { Address, Hex } from 'viem'
import { compilerSettings } from '../generated/compiler.js'
import type { DeployPlan } from './plan.js'
import type { PlannedContractKey, PlannedDeploy } from './planSteps.js'
import type { StepResult } from './runPlan.js'
import { DETERMINISTIC_DEPLOYER } from './deterministicDeployer.js'

export type RecordedContract = { name: string; address: Address; constructorArgs: unknown[]; transaction?: Hex | undefined; block?: number | undefined }

/** What a deploy leaves in the deployments record for its chain, beside the fields the site reads. */
export type DeploymentRecord = {
  deployer: Address
  owner?: Address | undefined
  timelock?: { address: Address; minDelay: string } | undefined
  factory: Address
  salt: Hex
  compiler: typeof compilerSettings
  contracts: Partial<Record<PlannedContractKey, RecordedContract>>
  airdrop?: { root: Hex; total: string; count: number; preparation: string; sha256: string; deadline: string; treasury: Address } | undefined
}

export type RecordEntry = {
  chainId: number
  token: Address
  staking?: Address | undefined
  sale?: Address | undefined
  claim?: Address | undefined
  deployBlock?: number | undefined
  airdropList?: string | undefined
  record: DeploymentRecord
}

const jsonable = (value: unknown): unknown =>
  typeof value === 'bigint' ? value.toString() : Array.isArray(value) ? value.map(jsonable) : value

/** The chain's entry after a run: contracts created now get their transaction and block; others keep the old record's. */
export function recordEntry(
  plan: DeployPlan,
  deployer: Address,
  deploy: PlannedDeploy,
  results: readonly StepResult[],
  previous: RecordEntry | undefined,
  airdrop: DeploymentRecord['airdrop'],
): RecordEntry {
  const contracts: DeploymentRecord['contracts'] = {}
  for (const [key, contract] of Object.entries(deploy.contracts) as [PlannedContractKey, PlannedDeploy['contracts'][PlannedContractKey]][]) {
    if (!contract) continue
    const created = results.find((r) => r.creates === key && r.status === 'sent')
    const before = previous?.record.contracts[key]
    const same = before?.address === contract.address
    contracts[key] = {
      name: contract.name,
      address: contract.address,
      constructorArgs: contract.constructorArgs.map(jsonable) as unknown[],
      transaction: created?.hash ?? (same ? before?.transaction : undefined),
      block: created?.blockNumber !== undefined ? Number(created.blockNumber) : same ? before?.block : undefined,
    }
  }
  const blocks = Object.values(contracts).flatMap((c) => (c?.block === undefined ? [] : [c.block]))
  return {
    chainId: plan.chainId,
    token: deploy.contracts.token!.address,
    staking: deploy.contracts.staking?.address,
    sale: deploy.contracts.sale?.address,
    claim: deploy.contracts.claim?.address,
    deployBlock: blocks.length > 0 ? Math.min(...blocks) : previous?.deployBlock,
    airdropList: airdrop?.preparation,
    record: {
      deployer,
      owner: plan.owner,
      timelock: deploy.contracts.timelock && plan.timelock ? { address: deploy.contracts.timelock.address, minDelay: plan.timelock.minDelay.toString() } : undefined,
      factory: DETERMINISTIC_DEPLOYER,
      salt: plan.salt,
      compiler: compilerSettings,
      contracts,
      airdrop,
    },
  }
}

export function readRecordFile(file: string): Record<string, RecordEntry> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordEntry>) : {}
}

/** Merges the chain's entry into the record file (through a temporary file renamed into place); false if nothing changed. */
export function writeRecordEntry(file: string, entry: RecordEntry): boolean {
  const all = readRecordFile(file)
  const before = JSON.stringify(all[entry.chainId])
  const after = JSON.stringify(entry)
  if (before === after) return false
  all[entry.chainId] = JSON.parse(after) as RecordEntry
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => Number(a) - Number(b)))
  writeFileSync(`${file}.tmp`, `${JSON.stringify(sorted, null, 2)}\n`)
  renameSync(`${file}.tmp`, file)
  return true
}
