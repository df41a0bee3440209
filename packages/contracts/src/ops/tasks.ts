import { encodeFunctionData, formatEther, getAddress, isAddress, parseEther, type Abi, type Address, type Hex } from 'viem'
import { starClaimAbi } from '../generated/StarClaim.js'
import { starSaleAbi } from '../generated/StarSale.js'
import { starStakingAbi } from '../generated/StarStaking.js'
import { starTokenAbi } from '../generated/StarToken.js'
import { ownerOf, when, type OpsContext } from './context.js'
import { OpsRefusal } from './refusal.js'

export type Call = { to: Address; value: bigint; data: Hex; description: string }
/** What a task asks the Safe to sign: calls through the timelock (owner-only), or straight from the Safe (`direct`). */
export type TaskPlan = { task: string; description: string; calls: Call[]; direct?: boolean }
export type TaskArgs = Readonly<Record<string, string | undefined>>

const refuse = (code: ConstructorParameters<typeof OpsRefusal>[0], message: string): never => {
  throw new OpsRefusal(code, message)
}
export const call = (to: Address, abi: Abi, functionName: string, args: readonly unknown[], description: string): Call => ({
  to,
  value: 0n,
  data: encodeFunctionData({ abi, functionName, args: args as unknown[] }),
  description,
})
const read = <T>(ctx: OpsContext, address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []) =>
  ctx.client.readContract({ address, abi, functionName, args: args as unknown[] }) as Promise<T>

export const star = (name: string, value: string | undefined): bigint => {
  if (!value || !/^\d+(\.\d{1,18})?$/.test(value)) return refuse('invalid_argument', `--${name} must be an amount of STAR, e.g. 1000 or 0.5`)
  const wei = parseEther(value)
  return wei > 0n ? wei : refuse('invalid_argument', `--${name} must be more than 0`)
}
export const date = (name: string, value: string | undefined): bigint => {
  const ms = value ? Date.parse(value) : Number.NaN
  return Number.isNaN(ms) ? refuse('invalid_argument', `--${name} must be an ISO date, e.g. 2027-01-31T00:00:00Z`) : BigInt(Math.floor(ms / 1000))
}
export const address = (name: string, value: string | undefined, fallback?: Address): Address => {
  if (value === undefined && fallback) return fallback
  return value && isAddress(value, { strict: false }) ? getAddress(value) : refuse('invalid_argument', `--${name} must be an address`)
}
const starText = (wei: bigint) => `${formatEther(wei)} STAR`

/** The earliest moment the timelock can run what is scheduled now. */
export const earliest = (ctx: OpsContext) => ctx.now + ctx.delay

/** Refuses unless `contract` is owned by the timelock (or the Safe): the deployer's offer must be accepted first. */
export async function requireOwned(ctx: OpsContext, name: string, contract: Address | undefined, abi: Abi): Promise<Address> {
  if (!contract) return refuse('no_deployment', `chain ${ctx.chainId} has no ${name}`)
  const owner = await read<Address>(ctx, contract, abi, 'owner')
  if (owner.toLowerCase() !== ownerOf(ctx).toLowerCase())
    refuse('not_owner', `${name} is owned by ${owner}, not ${ctx.timelock ? 'the timelock' : 'the Safe'} ${ownerOf(ctx)}: run accept-ownership first`)
  return contract
}

export async function acceptOwnership(ctx: OpsContext): Promise<TaskPlan> {
  const heir = ownerOf(ctx)
  const calls: Call[] = []
  for (const [name, contract, abi] of [['StarToken', ctx.entry.token, starTokenAbi], ['StarStaking', ctx.entry.staking, starStakingAbi], ['StarSale', ctx.entry.sale, starSaleAbi]] as const) {
    if (!contract) continue
    const pending = await read<Address>(ctx, contract, abi, 'pendingOwner')
    if (pending.toLowerCase() === heir.toLowerCase()) calls.push(call(contract, abi, 'acceptOwnership', [], `${name}: accept ownership`))
  }
  if (calls.length === 0) refuse('nothing_to_do', `nothing is waiting to be accepted: no contract offers ownership to ${heir}`)
  return { task: 'accept-ownership', description: `accept ownership of ${calls.length} contract(s)`, calls }
}

export async function fundRewards(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan> {
  const amount = star('amount', args.amount)
  const token = await requireOwned(ctx, 'StarToken', ctx.entry.token, starTokenAbi)
  const staking = await requireOwned(ctx, 'StarStaking', ctx.entry.staking, starStakingAbi)
  const [cap, supply] = await Promise.all([read<bigint>(ctx, token, starTokenAbi, 'cap'), read<bigint>(ctx, token, starTokenAbi, 'totalSupply')])
  if (supply + amount > cap) refuse('invalid_argument', `the supply cap leaves ${starText(cap - supply)} to mint, less than ${starText(amount)}`)
  const owner = ownerOf(ctx)
  return {
    task: 'fund-rewards',
    description: `mint ${starText(amount)} and start a reward period with it`,
    calls: [
      call(token, starTokenAbi, 'mint', [owner, amount], `StarToken: mint ${starText(amount)} to the owner`),
      call(token, starTokenAbi, 'approve', [staking, amount], `StarToken: let staking take ${starText(amount)}`),
      call(staking, starStakingAbi, 'notifyRewardAmount', [amount], `StarStaking: fund a reward period of ${starText(amount)}`),
    ],
  }
}

async function saleBeforeStart(ctx: OpsContext): Promise<{ sale: Address; startTime: bigint }> {
  const sale = await requireOwned(ctx, 'StarSale', ctx.entry.sale, starSaleAbi)
  const startTime = await read<bigint>(ctx, sale, starSaleAbi, 'startTime')
  if (ctx.now >= startTime) refuse('too_late', `the sale started at ${when(startTime)}: its price and window are fixed once it has started`)
  if (earliest(ctx) >= startTime)
    refuse('too_late', `the sale starts at ${when(startTime)}, before the timelock's delay ends (${when(earliest(ctx))}): the change could not run in time`)
  return { sale, startTime }
}

export async function setPrice(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan> {
  const price = star('price', args.price) // native wei per whole STAR: the same 18 decimals
  const { sale } = await saleBeforeStart(ctx)
  return { task: 'set-price', description: `set the sale's price to ${formatEther(price)} native per STAR`, calls: [call(sale, starSaleAbi, 'setPrice', [price], 'StarSale: setPrice')] }
}

export async function setWindow(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan> {
  const start = date('start', args.start)
  const end = date('end', args.end)
  const { sale } = await saleBeforeStart(ctx)
  if (start < earliest(ctx)) refuse('invalid_argument', `the new start ${when(start)} is before the timelock could run the change (${when(earliest(ctx))})`)
  if (end <= start) refuse('invalid_argument', `the new end ${when(end)} must come after the new start ${when(start)}`)
  return { task: 'set-window', description: `move the sale to ${when(start)} - ${when(end)}`, calls: [call(sale, starSaleAbi, 'setWindow', [start, end], 'StarSale: setWindow')] }
}

async function pauseOrResume(ctx: OpsContext, pause: boolean): Promise<TaskPlan> {
  const sale = await requireOwned(ctx, 'StarSale', ctx.entry.sale, starSaleAbi)
  if ((await read<boolean>(ctx, sale, starSaleAbi, 'paused')) === pause) refuse('nothing_to_do', `the sale is already ${pause ? 'paused' : 'running (not paused)'}`)
  const name = pause ? 'pause' : 'unpause'
  return { task: pause ? 'pause' : 'resume', description: pause ? 'pause the sale' : 'resume the sale', calls: [call(sale, starSaleAbi, name, [], `StarSale: ${name}`)] }
}
export const pauseSale = (ctx: OpsContext) => pauseOrResume(ctx, true)
export const resumeSale = (ctx: OpsContext) => pauseOrResume(ctx, false)

export async function withdrawProceeds(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan> {
  const to = address('to', args.to, ctx.safe)
  const sale = await requireOwned(ctx, 'StarSale', ctx.entry.sale, starSaleAbi)
  const balance = await ctx.client.getBalance({ address: sale })
  if (balance === 0n) refuse('nothing_to_do', 'the sale holds no proceeds')
  return { task: 'withdraw-proceeds', description: `send the sale's proceeds (${formatEther(balance)} native now) to ${to}`, calls: [call(sale, starSaleAbi, 'withdrawProceeds', [to], 'StarSale: withdrawProceeds')] }
}

export async function withdrawUnsold(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan> {
  const to = address('to', args.to, ctx.safe)
  const sale = await requireOwned(ctx, 'StarSale', ctx.entry.sale, starSaleAbi)
  const endTime = await read<bigint>(ctx, sale, starSaleAbi, 'endTime')
  if (earliest(ctx) < endTime) refuse('too_early', `the sale is open until ${when(endTime)}: unsold STAR can leave only after it ends`)
  const unsold = await read<bigint>(ctx, ctx.entry.token, starTokenAbi, 'balanceOf', [sale])
  if (unsold === 0n) refuse('nothing_to_do', 'the sale holds no unsold STAR')
  return { task: 'withdraw-unsold', description: `send the sale's ${starText(unsold)} unsold to ${to}`, calls: [call(sale, starSaleAbi, 'withdrawUnsold', [to], 'StarSale: withdrawUnsold')] }
}

/** Sweep is anyone's call after the deadline (no owner): the Safe sends it directly, no timelock needed. */
export async function sweepAirdrop(ctx: OpsContext, args: TaskArgs): Promise<TaskPlan> {
  const claim = address('claim', args.claim, ctx.entry.claim)
  const deadline = await read<bigint>(ctx, claim, starClaimAbi, 'deadline')
  if (ctx.now + 1n < deadline) refuse('too_early', `the claim window is open until ${when(deadline)}`)
  const [token, treasury] = await Promise.all([read<Address>(ctx, claim, starClaimAbi, 'token'), read<Address>(ctx, claim, starClaimAbi, 'treasury')])
  const rest = await read<bigint>(ctx, token, starTokenAbi, 'balanceOf', [claim])
  if (rest === 0n) refuse('nothing_to_do', 'the airdrop holds nothing to sweep')
  return { task: 'sweep-airdrop', description: `sweep the ${starText(rest)} unclaimed to the treasury ${treasury}`, calls: [call(claim, starClaimAbi, 'sweep', [], 'StarClaim: sweep')], direct: true }
}
