// Shared set-up for the StarStaking tests: a STAR token, a staking pool with a 7-day period, funded stakers,
// helpers that send real transactions at exact timestamps, and an independent reference model of the reward math.
import { getAddress, maxUint256, parseEther, type Address, type ContractFunctionArgs, type ContractFunctionName, type Hex, type TransactionReceipt } from 'viem'
import { accounts, nextBlockAt, testClient, wallets, type TestActor } from './chain.js'
import { starStakingAbi, starStakingBytecode } from '../src/generated/StarStaking.js'
import { starTokenAbi, starTokenBytecode } from '../src/generated/StarToken.js'

export const DURATION = 7n * 24n * 3600n
export const DAY = 24n * 3600n
export const STAR = (n: string | number) => parseEther(String(n))
/** Fixed gas: a write meant to revert is still mined, and no estimate runs at a different timestamp. */
export const GAS = 1_000_000n
/** The staking ABI plus the token's errors, so reverts bubbled up from transferFrom decode by name. */
export const stakingWithTokenErrors = [...starStakingAbi, ...starTokenAbi.filter((item) => item.type === 'error')] as const

export async function mined(hash: Promise<Hex> | Hex): Promise<TransactionReceipt> {
  return testClient.waitForTransactionReceipt({ hash: await hash })
}

export type Setup = { token: Address; staking: Address }

/** Gas money for every actor; STAR (cap 1e9); a pool owned by the deployer; 10,000 STAR for deployer, alice, bob and
 *  carol, each approving the pool fully (dave has none). */
export async function deploy(duration: bigint = DURATION): Promise<Setup> {
  for (const account of Object.values(accounts)) await testClient.setBalance({ address: account.address, value: 10n ** 22n })
  const tokenHash = await wallets.deployer.deployContract({ abi: starTokenAbi, bytecode: starTokenBytecode, args: [accounts.deployer.address, STAR(1e9)] })
  const token = getAddress((await mined(tokenHash)).contractAddress!)
  const stakingHash = await wallets.deployer.deployContract({ abi: starStakingAbi, bytecode: starStakingBytecode, args: [token, accounts.deployer.address, duration] })
  const staking = getAddress((await mined(stakingHash)).contractAddress!)
  for (const who of ['deployer', 'alice', 'bob', 'carol'] as const) {
    await mined(wallets.deployer.writeContract({ address: token, abi: starTokenAbi, functionName: 'mint', args: [accounts[who].address, STAR(10_000)] }))
    await mined(wallets[who].writeContract({ address: token, abi: starTokenAbi, functionName: 'approve', args: [staking, maxUint256] }))
  }
  return { token, staking }
}

type StakingAbi = typeof starStakingAbi
type Write = ContractFunctionName<StakingAbi, 'nonpayable'>
type Read = ContractFunctionName<StakingAbi, 'view' | 'pure'>

/** Sends `functionName` from `who` (at exactly `at` if given) and returns the mined receipt. */
export async function send<F extends Write>(s: Setup, who: TestActor, functionName: F, args: ContractFunctionArgs<StakingAbi, 'nonpayable', F>, at?: bigint) {
  if (at !== undefined) await nextBlockAt(at)
  const request = { address: s.staking, abi: starStakingAbi, functionName, args, gas: GAS } as Parameters<(typeof wallets)['alice']['writeContract']>[0]
  const receipt = await mined(wallets[who].writeContract(request))
  if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
  return receipt
}

/** Simulates `functionName` from `who`: resolves on success, rejects with the custom error (token errors included). */
export function simulate<F extends Write>(s: Setup, who: TestActor, functionName: F, args: ContractFunctionArgs<StakingAbi, 'nonpayable', F>) {
  const request = { account: accounts[who], address: s.staking, abi: stakingWithTokenErrors, functionName, args }
  return testClient.simulateContract(request as Parameters<typeof testClient.simulateContract>[0])
}

export function read<F extends Read>(s: Setup, functionName: F, args?: ContractFunctionArgs<StakingAbi, 'view' | 'pure', F>): Promise<bigint> {
  const request = { address: s.staking, abi: starStakingAbi, functionName, args }
  return testClient.readContract(request as Parameters<typeof testClient.readContract>[0]) as Promise<bigint>
}

export function tokenBalance(s: Setup, who: Address): Promise<bigint> {
  return testClient.readContract({ address: s.token, abi: starTokenAbi, functionName: 'balanceOf', args: [who] })
}

/** STAR the transfers in `receipt` moved from the pool to `to`. */
export function paidOut(s: Setup, receipt: TransactionReceipt, to: Address): bigint {
  const topic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef' // Transfer(address,address,uint256)
  const pad = (a: Address) => `0x${a.slice(2).toLowerCase().padStart(64, '0')}`
  return receipt.logs
    .filter((l) => l.address.toLowerCase() === s.token.toLowerCase() && l.topics[0] === topic && l.topics[1] === pad(s.staking) && l.topics[2] === pad(to))
    .reduce((sum, l) => sum + BigInt(l.data), 0n)
}

/**
 * Reference model of the pool, written from the rules rather than from the contract: rewards stream at
 * reward / duration per second (kept to 1e-36 wei), shared pro rata among the balances of each interval; while
 * nothing is staked the period's end moves forward by the idle time; a notify during a period adds what is left
 * of it to the new reward. Stake-seconds are integrated for every account at every event, not lazily.
 */
export class StakingModel {
  static readonly S = 10n ** 36n
  rate = 0n // wei per second x S
  finish = 0n
  last = 0n
  balances = new Map<Address, bigint>()
  accrued = new Map<Address, bigint>() // wei x S
  stakeSeconds = new Map<Address, bigint>()
  secondsAt = 0n

  constructor(readonly duration: bigint) {}

  get total(): bigint {
    let sum = 0n
    for (const b of this.balances.values()) sum += b
    return sum
  }

  advance(t: bigint): void {
    for (const [who, b] of this.balances) this.stakeSeconds.set(who, (this.stakeSeconds.get(who) ?? 0n) + b * (t - this.secondsAt))
    this.secondsAt = t
    const total = this.total
    if (total === 0n) {
      if (this.last < this.finish && t > this.last) {
        this.finish += t - this.last
        this.last = t
      }
      return
    }
    const to = t < this.finish ? t : this.finish
    if (to <= this.last) return
    for (const [who, b] of this.balances) this.accrued.set(who, (this.accrued.get(who) ?? 0n) + (b * this.rate * (to - this.last)) / total)
    this.last = to
  }

  notify(reward: bigint, t: bigint): void {
    this.advance(t)
    const leftover = t < this.finish ? this.rate * (this.finish - t) : 0n
    this.rate = (reward * StakingModel.S + leftover) / this.duration
    this.last = t
    this.finish = t + this.duration
  }

  stake(who: Address, amount: bigint, t: bigint): void {
    this.advance(t)
    this.balances.set(who, (this.balances.get(who) ?? 0n) + amount)
  }

  withdraw(who: Address, amount: bigint, t: bigint): void {
    this.advance(t)
    this.balances.set(who, (this.balances.get(who) ?? 0n) - amount)
  }

  earned(who: Address, t: bigint): bigint {
    this.advance(t)
    return (this.accrued.get(who) ?? 0n) / StakingModel.S
  }

  /** Pays whole wei, keeps the remainder, like a bank account that rounds only what it hands out. */
  claim(who: Address, t: bigint): bigint {
    const paid = this.earned(who, t)
    this.accrued.set(who, (this.accrued.get(who) ?? 0n) - paid * StakingModel.S)
    return paid
  }

  stakeSecondsOf(who: Address, t: bigint): bigint {
    this.advance(t)
    return this.stakeSeconds.get(who) ?? 0n
  }
}
