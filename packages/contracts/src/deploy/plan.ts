import { getAddress, isAddress, keccak256, parseEther, toHex, type Address, type Hex } from 'viem'
import { DeployError } from '../errors.js'

/**
 * A deploy plan (JSON, see test/fixtures/deploy-plan.json): amounts as decimal strings of STAR or of the native
 * currency, dates as ISO strings, the airdrop list beside the plan. Plans for two chains that differ only in
 * `chainId` (and the airdrop, whose root binds the chain) give the same addresses to the timelock, token, staking
 * and sale.
 */
export type DeployPlan = {
  chainId: number
  supplyCap: bigint
  staking?: { rewardsDuration: bigint; reward: bigint } | undefined
  sale?: { price: bigint; startTime: bigint; endTime: bigint; totalCap: bigint; walletCap: bigint } | undefined
  airdrop?: { list: string; deadline: bigint; treasury: Address } | undefined
  /** The operators' Safe: the timelock's proposer and executor, or the direct owner without a timelock. */
  owner?: Address | undefined
  /** Ownership goes to a StarTimelock whose proposer and executor is `owner`; every change then waits `minDelay` s. */
  timelock?: { minDelay: bigint } | undefined
  /** CREATE2 salt: keccak256 of the plan's `salt` text ("stardust" by default). */
  salt: Hex
}

const KNOWN = ['chainId', 'supplyCap', 'staking', 'sale', 'airdrop', 'owner', 'timelock', 'salt']

/** Validates a parsed plan; every problem is a DeployError naming the file and the field. */
export function parsePlan(input: unknown, file: string): DeployPlan {
  const fail = (message: string): never => {
    throw new DeployError('deploy_invalid_options', `${file}: ${message}`)
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail('a plan is a JSON object')
  const plan = input as Record<string, unknown>
  for (const key of Object.keys(plan)) if (!KNOWN.includes(key)) fail(`${key} is not a plan field (${KNOWN.join(', ')})`)
  const section = (name: string): Record<string, unknown> | undefined => {
    const value = plan[name]
    if (value === undefined) return undefined
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(`${name} must be an object`)
    return value as Record<string, unknown>
  }
  const amount = (field: string, value: unknown, what: string): bigint => {
    if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value)) return fail(`${field} must be ${what} as a string, e.g. "1000.5"`)
    return parseEther(value)
  }
  const star = (field: string, value: unknown) => amount(field, value, 'a STAR amount')
  const native = (field: string, value: unknown) => amount(field, value, 'a native amount')
  const time = (field: string, value: unknown): bigint => {
    const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN
    if (Number.isNaN(ms)) fail(`${field} must be an ISO date, e.g. "2027-01-31T00:00:00Z"`)
    return BigInt(Math.floor(ms / 1000))
  }
  const address = (field: string, value: unknown): Address => {
    if (typeof value !== 'string' || !isAddress(value, { strict: false })) return fail(`${field} is not an address`)
    return getAddress(value)
  }
  const whole = (field: string, value: unknown, min: number): bigint => {
    if (!Number.isSafeInteger(value) || (value as number) < min) return fail(`${field} must be a whole number of at least ${min}`)
    return BigInt(value as number)
  }

  const chainId = whole('chainId', plan.chainId, 1)
  const staking = section('staking')
  const sale = section('sale')
  const airdrop = section('airdrop')
  const timelock = section('timelock')
  if (timelock && plan.owner === undefined) fail('timelock needs an owner (the Safe that proposes and executes)')
  if (plan.salt !== undefined && (typeof plan.salt !== 'string' || plan.salt === '')) fail('salt must be a non-empty text')
  const parsed: DeployPlan = {
    chainId: Number(chainId),
    supplyCap: star('supplyCap', plan.supplyCap),
    staking: staking && { rewardsDuration: whole('staking.durationDays', staking.durationDays, 1) * 86_400n, reward: star('staking.reward', staking.reward) },
    sale: sale && {
      price: native('sale.price', sale.price),
      startTime: time('sale.start', sale.start),
      endTime: time('sale.end', sale.end),
      totalCap: star('sale.totalCap', sale.totalCap),
      walletCap: star('sale.walletCap', sale.walletCap),
    },
    airdrop: airdrop && {
      list: typeof airdrop.list === 'string' && airdrop.list !== '' ? airdrop.list : fail('airdrop.list must name the list file'),
      deadline: time('airdrop.deadline', airdrop.deadline),
      treasury: address('airdrop.treasury', airdrop.treasury),
    },
    owner: plan.owner === undefined ? undefined : address('owner', plan.owner),
    timelock: timelock && { minDelay: whole('timelock.minDelaySeconds', timelock.minDelaySeconds, 0) },
    salt: keccak256(toHex(typeof plan.salt === 'string' ? plan.salt : 'stardust')),
  }
  if (parsed.supplyCap <= 0n) fail('supplyCap must be positive')
  if (parsed.staking && parsed.staking.reward <= 0n) fail('staking.reward must be positive')
  if (parsed.sale && parsed.sale.endTime <= parsed.sale.startTime) fail('sale.end must come after sale.start')
  return parsed
}
