// The operator's tasks through a real 2-of-3 Safe and the StarTimelock on the in-process chain (see safeOps.fixture.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { decodeEventLog, parseEther, type Abi, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { starClaimAbi } from '../src/generated/StarClaim.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { starStakingAbi } from '../src/generated/StarStaking.js'
import { starTimelockAbi } from '../src/generated/StarTimelock.js'
import { starTokenAbi } from '../src/generated/StarToken.js'
import { prepareAirdropFile } from '../src/node/preparedAirdropFile.js'
import { newAirdropRound } from '../src/ops/airdropRound.js'
import { checkOperation } from '../src/ops/execute.js'
import { executeWithOwners, propose, proposeExecution, type OperationFile } from '../src/ops/propose.js'
import { OpsRefusal } from '../src/ops/refusal.js'
import { safeAbi } from '../src/ops/safe.js'
import * as tasks from '../src/ops/tasks.js'
import { accounts, mineAt, now, reverts, testClient, wallets } from './chain.js'
import { DAY, deployOperatedStardust } from './safeOps.fixture.js'
import { safeOwners } from './safe.js'

let f: Awaited<ReturnType<typeof deployOperatedStardust>>
const gas: [string, bigint, bigint | undefined][] = []
const read = <T>(address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []) =>
  testClient.readContract({ address, abi, functionName, args: args as unknown[] }) as Promise<T>
const refusal = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  if (!(error instanceof OpsRefusal)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error.message
}
const run = async (name: string, task: Parameters<typeof f.runTask>[0], args: tasks.TaskArgs = {}) => {
  const r = await f.runTask(task, args)
  gas.push([name, r.schedule.gasUsed, r.execute?.gasUsed])
  return r
}

beforeAll(async () => {
  f = await deployOperatedStardust()
}, 120_000)
afterAll(() => {
  if (f) rmSync(f.outDir, { recursive: true, force: true })
})

describe('a real Safe runs the contracts through the timelock', { timeout: 60_000 }, () => {
  test('the Safe accepts ownership: two signatures, the delay, then the timelock owns token, staking and sale', async () => {
    const timelock = f.entry.record.timelock!.address
    expect(await read(f.entry.token, starTokenAbi, 'pendingOwner')).toBe(timelock)
    const { scheduled, schedule } = await run('accept-ownership', tasks.acceptOwnership)
    // The hash the command printed is the one the Safe executed.
    const executed = schedule.logs.flatMap((log) => {
      try {
        return [decodeEventLog({ abi: [{ type: 'event', name: 'ExecutionSuccess', inputs: [{ name: 'txHash', type: 'bytes32', indexed: true }, { name: 'payment', type: 'uint256', indexed: false }] }], data: log.data, topics: log.topics })]
      } catch {
        return []
      }
    })
    expect(executed[0]?.args.txHash).toBe(scheduled.hash)
    const batch = JSON.parse(readFileSync(scheduled.batchFile, 'utf8')) as { chainId: string; meta: { createdFromSafeAddress: string }; transactions: { to: string; value: string; data: string }[] }
    expect(batch.chainId).toBe('31337')
    expect(batch.meta.createdFromSafeAddress).toBe(f.safe)
    expect(batch.transactions).toEqual([{ to: timelock, value: '0', data: scheduled.safeTx.data, contractMethod: null, contractInputsValues: null }])
    for (const [address, abi] of [[f.entry.token, starTokenAbi], [f.entry.staking!, starStakingAbi], [f.entry.sale!, starSaleAbi]] as const)
      expect(await read(address, abi, 'owner')).toBe(timelock)
    const [proposer, executor, admin] = await Promise.all(['PROPOSER_ROLE', 'EXECUTOR_ROLE', 'DEFAULT_ADMIN_ROLE'].map((role) => read<`0x${string}`>(timelock, starTimelockAbi, role)))
    expect(await read(timelock, starTimelockAbi, 'hasRole', [proposer, f.safe])).toBe(true)
    expect(await read(timelock, starTimelockAbi, 'hasRole', [executor, f.safe])).toBe(true)
    expect(await read(timelock, starTimelockAbi, 'hasRole', [admin, accounts.deployer.address])).toBe(false)
    expect(await read(timelock, starTimelockAbi, 'getMinDelay')).toBe(2n * DAY)
  })

  test('after that, every owner-only function called by the deployer reverts, and so does the Safe without the timelock', async () => {
    const { token, staking, sale } = f.entry as { token: Address; staking: Address; sale: Address }
    const timelock = f.entry.record.timelock!.address
    const d = wallets.deployer
    const ownerOnly: [Address, Abi, string, unknown[]][] = [
      [token, starTokenAbi, 'mint', [accounts.deployer.address, 1n]],
      [token, starTokenAbi, 'transferOwnership', [accounts.deployer.address]],
      [token, starTokenAbi, 'renounceOwnership', []],
      [staking, starStakingAbi, 'notifyRewardAmount', [1n]],
      [staking, starStakingAbi, 'setRewardsDuration', [DAY]],
      [staking, starStakingAbi, 'transferOwnership', [accounts.deployer.address]],
      [sale, starSaleAbi, 'setPrice', [1n]],
      [sale, starSaleAbi, 'setWindow', [(await now()) + DAY, (await now()) + 2n * DAY]],
      [sale, starSaleAbi, 'setCaps', [1n, 1n]],
      [sale, starSaleAbi, 'pause', []],
      [sale, starSaleAbi, 'unpause', []],
      [sale, starSaleAbi, 'withdrawProceeds', [accounts.deployer.address]],
      [sale, starSaleAbi, 'withdrawUnsold', [accounts.deployer.address]],
      [sale, starSaleAbi, 'transferOwnership', [accounts.deployer.address]],
    ]
    for (const [address, abi, functionName, args] of ownerOnly) {
      expect(await reverts(d.writeContract({ address, abi, functionName, args })), functionName).toBe('OwnableUnauthorizedAccount')
      expect(await reverts(testClient.simulateContract({ account: f.safe, address, abi, functionName, args })), `Safe: ${functionName}`).toBe('OwnableUnauthorizedAccount')
    }
    // acceptOwnership: nothing is offered to the deployer; renouncing staking or sale is refused to everyone.
    for (const [address, abi] of [[token, starTokenAbi], [staking, starStakingAbi], [sale, starSaleAbi]] as const)
      expect(await reverts(d.writeContract({ address, abi: abi as Abi, functionName: 'acceptOwnership' }))).toBe('OwnableUnauthorizedAccount')
    for (const [address, abi] of [[staking, starStakingAbi], [sale, starSaleAbi]] as const)
      expect(await reverts(d.writeContract({ address, abi: abi as Abi, functionName: 'renounceOwnership' }))).toBe('OwnershipCannotBeRenounced')
    // The timelock: only the Safe proposes and executes; only the timelock itself changes its delay or roles.
    const zero = `0x${'0'.repeat(64)}` as const
    const timelockOnly: [string, unknown[]][] = [
      ['schedule', [token, 0n, '0x', zero, zero, 2n * DAY]],
      ['scheduleBatch', [[token], [0n], ['0x'], zero, zero, 2n * DAY]],
      ['execute', [token, 0n, '0x', zero, zero]],
      ['executeBatch', [[token], [0n], ['0x'], zero, zero]],
      ['cancel', [zero]],
      ['updateDelay', [0n]],
      ['grantRole', [zero, accounts.deployer.address]],
      ['revokeRole', [zero, f.safe]],
    ]
    for (const [functionName, args] of timelockOnly)
      expect(['AccessControlUnauthorizedAccount', 'TimelockUnauthorizedCaller'], functionName).toContain(await reverts(d.writeContract({ address: timelock, abi: starTimelockAbi as Abi, functionName, args })))
  })

  test('one owner signature is not enough: the Safe refuses to execute', async () => {
    const ctx = await f.context()
    const proposal = await propose(ctx, await tasks.pauseSale(ctx), f.outDir)
    await expect(executeWithOwners(ctx, proposal, [safeOwners[0]], wallets.dave)).rejects.toThrow()
    expect(await read(f.safe, safeAbi, 'nonce')).toBe(proposal.safeTx.nonce)
  })

  test('fund-rewards mints within the cap and starts a period; an amount past the cap is refused in words', async () => {
    const reserve = await read<bigint>(f.entry.staking!, starStakingAbi, 'rewardReserve')
    await run('fund-rewards', tasks.fundRewards, { amount: '500' })
    expect(await read<bigint>(f.entry.staking!, starStakingAbi, 'rewardReserve')).toBe(reserve + parseEther('500'))
    expect(await refusal(tasks.fundRewards(await f.context(), { amount: '2000000' }))).toMatch(/^the supply cap leaves [\d.]+ STAR to mint, less than 2000000 STAR$/)
  })

  test('set-price and set-window before the sale starts', async () => {
    await run('set-price', tasks.setPrice, { price: '0.002' })
    expect(await read(f.entry.sale!, starSaleAbi, 'price')).toBe(parseEther('0.002'))
    const start = (await now()) + 3n * DAY
    const iso = (s: bigint) => new Date(Number(s) * 1000).toISOString()
    expect(await refusal(tasks.setWindow(await f.context(), { start: iso((await now()) + DAY), end: iso(start + 20n * DAY) }))).toContain('is before the timelock could run the change')
    await run('set-window', tasks.setWindow, { start: iso(start), end: iso(start + 20n * DAY) })
    expect(await read(f.entry.sale!, starSaleAbi, 'startTime')).toBe(start)
  })

  test('pause and resume; pausing twice is refused in words', async () => {
    await run('pause', tasks.pauseSale)
    expect(await read(f.entry.sale!, starSaleAbi, 'paused')).toBe(true)
    expect(await refusal(tasks.pauseSale(await f.context()))).toBe('the sale is already paused')
    await run('resume', tasks.resumeSale)
    expect(await read(f.entry.sale!, starSaleAbi, 'paused')).toBe(false)
  })

  test('once started the window is fixed; proceeds go to the Safe; unsold STAR only after the end', async () => {
    const sale = f.entry.sale!
    expect(await refusal(tasks.setWindow(await f.context(), { start: '2100-01-01T00:00:00Z', end: '2100-02-01T00:00:00Z' }))).toMatch(/^the sale started at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC: its price and window are fixed once it has started$/)
    const price = await read<bigint>(sale, starSaleAbi, 'price')
    await wallets.alice.writeContract({ address: sale, abi: starSaleAbi, functionName: 'buy', args: [price, 1n], value: parseEther('2') })
    const before = await testClient.getBalance({ address: f.safe })
    await run('withdraw-proceeds', tasks.withdrawProceeds)
    expect((await testClient.getBalance({ address: f.safe })) - before).toBe(parseEther('2'))
    expect(await refusal(tasks.withdrawProceeds(await f.context(), {}))).toBe('the sale holds no proceeds')
    expect(await refusal(tasks.withdrawUnsold(await f.context(), {}))).toMatch(/^the sale is open until .* UTC: unsold STAR can leave only after it ends$/)
    const end = await read<bigint>(sale, starSaleAbi, 'endTime')
    await mineAt(end - 2n * DAY + 10n)
    const unsold = await read<bigint>(f.entry.token, starTokenAbi, 'balanceOf', [sale])
    await run('withdraw-unsold', tasks.withdrawUnsold)
    expect(await read(f.entry.token, starTokenAbi, 'balanceOf', [f.safe])).toBe(unsold)
  })

  test('sweep-airdrop: "the claim window is open until …" before the deadline, then straight from the Safe', async () => {
    const claim = f.entry.claim!
    const deadline = await read<bigint>(claim, starClaimAbi, 'deadline')
    const message = await refusal(tasks.sweepAirdrop(await f.context(), {}))
    expect(message).toBe(`the claim window is open until ${new Date(Number(deadline) * 1000).toISOString().replace('T', ' ').replace('.000Z', ' UTC')}`)
    await mineAt(deadline)
    const before = await read<bigint>(f.entry.token, starTokenAbi, 'balanceOf', [f.safe])
    const { execute } = await run('sweep-airdrop', tasks.sweepAirdrop)
    expect(execute).toBeUndefined() // no timelock: sweeping is anyone's call after the deadline
    expect((await read<bigint>(f.entry.token, starTokenAbi, 'balanceOf', [f.safe])) - before).toBe(parseEther('350'))
    expect(await refusal(tasks.sweepAirdrop(await f.context(), {}))).toBe('the airdrop holds nothing to sweep')
  })

  test('new-airdrop-round from a prepared list: created at its announced address and funded with its exact total', async () => {
    const list = path.join(f.outDir, 'round-2.csv')
    writeFileSync(list, `address,amount\n${accounts.dave.address},${parseEther('42')}\n${accounts.alice.address},${parseEther('8')}\n`)
    const prepared = path.join(f.outDir, 'round-2.airdrop')
    prepareAirdropFile({ list, chainId: 31337, out: prepared })
    const deadline = new Date(Number((await now()) + 30n * DAY) * 1000).toISOString()
    const round = await newAirdropRound(await f.context(), { prepared, deadline })
    await run('new-airdrop-round', newAirdropRound, { prepared, deadline })
    expect(await read(f.entry.token, starTokenAbi, 'balanceOf', [round.claim])).toBe(parseEther('50'))
    expect(await refusal(newAirdropRound(await f.context(), { prepared, deadline }))).toBe(`this round is already deployed at ${round.claim}`)
    const other = path.join(f.outDir, 'round-other-chain.airdrop')
    prepareAirdropFile({ list, chainId: 5000, out: other })
    expect(await refusal(newAirdropRound(await f.context(), { prepared: other, deadline }))).toBe(`${other} was prepared for chain 5000, this is chain 31337`)
  })

  test('execute refuses an operation the contracts would refuse now, naming the error', async () => {
    const ctx = await f.context()
    const first = await propose(ctx, await tasks.pauseSale(ctx), f.outDir)
    await executeWithOwners(ctx, first, [safeOwners[0], safeOwners[1]], wallets.dave)
    const second = await propose(await f.context(), await tasks.pauseSale(ctx), f.outDir)
    await executeWithOwners(ctx, second, [safeOwners[0], safeOwners[1]], wallets.dave)
    expect(second.operationFile).not.toBe(first.operationFile)
    const [a, b] = [first, second].map((p) => JSON.parse(readFileSync(p.operationFile!, 'utf8')) as OperationFile)
    expect(await refusal(checkOperation(await f.context(), a!))).toMatch(/^the timelock's delay runs until /)
    await testClient.increaseTime({ seconds: Number(2n * DAY) })
    await testClient.mine({ blocks: 1 })
    const later = await f.context()
    await checkOperation(later, a!)
    await executeWithOwners(later, await proposeExecution(later, a!, f.outDir), [safeOwners[1], safeOwners[2]], wallets.dave)
    expect(await refusal(checkOperation(await f.context(), a!))).toBe(`operation ${a!.id} was already executed`)
    expect(await refusal(checkOperation(await f.context(), b!))).toBe('the contracts would refuse it now: EnforcedPause()')
  })

  test('figures: gas of each task through the Safe (schedule, then execute after the delay)', () => {
    console.log('task'.padEnd(20) + 'schedule'.padStart(10) + 'execute'.padStart(10))
    for (const [name, schedule, execute] of gas) console.log(name.padEnd(20) + schedule.toLocaleString('en-US').padStart(10) + (execute?.toLocaleString('en-US') ?? '-').padStart(10))
    expect(gas.map(([name]) => name)).toEqual(['accept-ownership', 'fund-rewards', 'set-price', 'set-window', 'pause', 'resume', 'withdraw-proceeds', 'withdraw-unsold', 'sweep-airdrop', 'new-airdrop-round'])
  })
})
