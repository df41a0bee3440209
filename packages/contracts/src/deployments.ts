import { getAddress, isAddress, type Address } from 'viem'
import { DeploymentsConfigError } from './errors.js'

/** Where the Stardust contracts live on one chain. A contract that is not deployed there is absent. */
export type Deployment = {
  chainId: number
  token: Address
  staking?: Address | undefined
  sale?: Address | undefined
  claim?: Address | undefined
  /** The block the contracts were deployed in: event scans start there. */
  deployBlock?: number | undefined
  /** The airdrop list of this chain's claim contract, relative to the deployments file (or absolute). */
  airdropList?: string | undefined
}

/** Deployments by chain id. A chain without an entry is a normal state: "not on this network yet". */
export type Deployments = Readonly<Record<number, Deployment>>

export const CONTRACT_KEYS = ['token', 'staking', 'sale', 'claim'] as const
export type ContractKey = (typeof CONTRACT_KEYS)[number]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isChainId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/**
 * Validates deployments read from a file or an environment variable: `{"<chainId>": {token, staking?,
 * sale?, claim?, deployBlock?, airdropList?}}`. Throws DeploymentsConfigError naming `source` (the
 * variable or file) and the bad field, so a wrong address stops the start instead of a page failing later.
 */
export function parseDeployments(input: unknown, source: string, options: { chainIds?: readonly number[] } = {}): Deployments {
  const fail = (where: string, problem: string): never => {
    throw new DeploymentsConfigError('deployments_invalid', `${source}: ${where} ${problem}`)
  }
  if (!isRecord(input)) return fail('the value', 'must be a JSON object keyed by chain id')
  const out: Record<number, Deployment> = {}
  for (const [key, value] of Object.entries(input)) {
    const chainId = Number(key)
    if (!/^[1-9][0-9]*$/.test(key) || !isChainId(chainId)) fail(`"${key}"`, 'is not a chain id')
    if (options.chainIds && !options.chainIds.includes(chainId))
      fail(`chain ${key}`, `is not one of this site's chains (${options.chainIds.join(', ')})`)
    if (!isRecord(value)) return fail(`chain ${key}`, 'must be an object')
    if (value.chainId !== undefined && value.chainId !== chainId) fail(`${key}.chainId`, `must equal its key (${key})`)
    const address = (field: ContractKey, required: boolean): Address | undefined => {
      const raw = value[field]
      if (raw === undefined && !required) return undefined
      if (typeof raw !== 'string' || !isAddress(raw, { strict: false }))
        return fail(`${key}.${field}`, `is not an address: ${JSON.stringify(raw)}`)
      return getAddress(raw)
    }
    const deployBlock = value.deployBlock
    if (deployBlock !== undefined && !(typeof deployBlock === 'number' && Number.isSafeInteger(deployBlock) && deployBlock >= 0))
      fail(`${key}.deployBlock`, 'must be a block number')
    const airdropList = value.airdropList
    if (airdropList !== undefined && (typeof airdropList !== 'string' || airdropList === '')) fail(`${key}.airdropList`, 'must be a file name')
    // `record`: what the deploy left for people and tools (constructor arguments, compiler, timelock); not read here.
    if (value.record !== undefined && !isRecord(value.record)) fail(`${key}.record`, 'must be an object')
    for (const field of Object.keys(value))
      if (![...CONTRACT_KEYS, 'chainId', 'deployBlock', 'airdropList', 'record'].includes(field)) fail(`${key}.${field}`, 'is not a known field')
    out[chainId] = {
      chainId,
      token: address('token', true)!,
      staking: address('staking', false),
      sale: address('sale', false),
      claim: address('claim', false),
      deployBlock: deployBlock as number | undefined,
      airdropList: airdropList as string | undefined,
    }
  }
  return out
}

/** The deployment on `chainId`, or undefined: the pages then say the feature is not on this network yet. */
export function getDeployment(deployments: Deployments, chainId: number | undefined): Deployment | undefined {
  return chainId === undefined ? undefined : deployments[chainId]
}
