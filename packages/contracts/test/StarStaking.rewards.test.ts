import type { Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, mineAt, now, reverts, useChainSnapshots, wallets, type TestActor } from './chain.js'
import { DAY, DURATION, STAR, StakingModel, deploy, mined, paidOut, read, send, simulate, tokenBalance, type Setup } from './StarStaking.fixture.js'
import { starTokenAbi } from '../src/generated/StarToken.js'

let s: Setup
const stakers = ['alice', 'bob', 'carol'] as const
const addr = (who: TestActor): Address => accounts[who].address

beforeAll(async () => {
  s = await deploy()
})
useChainSnapshots()

/** Reads every staker's earned() and stakeSecondsOf() at the latest block and compares them with the model at `t`. */
async function expectMatches(model: StakingModel, t: bigint, tolerance: bigint): Promise<void> {
  expect(await now()).toBe(t)
  for (const who of stakers) {
    const expected = model.earned(addr(who), t)
    const actual = await read(s, 'earned', [addr(who)])
    // Every rounding in the contract is down, so it never pays more than the model; at most `tolerance` wei less.
    expect(expected - actual, `${who} earned at ${t}`).toBeGreaterThanOrEqual(0n)
    expect(expected - actual, `${who} earned at ${t}`).toBeLessThanOrEqual(tolerance)
    expect(await read(s, 'stakeSecondsOf', [addr(who)]), `${who} stake-seconds`).toBe(model.stakeSecondsOf(addr(who), t))
  }
  let totalStakeSeconds = 0n
  for (const who of stakers) totalStakeSeconds += model.stakeSecondsOf(addr(who), t)
  expect(await read(s, 'totalStakeSeconds')).toBe(totalStakeSeconds)
}

/** The pool holds every staker's principal plus what it owes them, and the reserve covers what is owed. */
async function expectSolvent(): Promise<void> {
  const [held, staked, reserve, owed] = await Promise.all([tokenBalance(s, s.staking), read(s, 'totalStaked'), read(s, 'rewardReserve'), read(s, 'rewardsOwed')])
  expect(held).toBeGreaterThanOrEqual(staked + owed)
  expect(held).toBe(staked + reserve) // no donations in these tests: principal + reserve, to the wei
  expect(reserve).toBeGreaterThanOrEqual(owed)
  expect(await read(s, 'fundedUntil')).toBe(await read(s, 'periodFinish'))
}

describe('StarStaking rewards', () => {
  test('behavior: three stakers entering and leaving get what the reference model says, to the wei', async () => {
    const model = new StakingModel(DURATION)
    const t0 = (await now()) + 100n
    const at = (seconds: bigint) => t0 + seconds
    const paid = new Map<TestActor, bigint>()
    const claim = async (who: TestActor, t: bigint) => {
      const receipt = await send(s, who, 'getReward', [], t)
      const got = paidOut(s, receipt, addr(who))
      expect(model.claim(addr(who), t) - got).toBeLessThanOrEqual(1n)
      paid.set(who, (paid.get(who) ?? 0n) + got)
    }

    await send(s, 'deployer', 'notifyRewardAmount', [STAR(1000)], at(0n))
    model.notify(STAR(1000), at(0n))
    await send(s, 'alice', 'stake', [STAR(100)], at(100n)) // the first 100 s were idle: the period moves, nothing is lost
    model.stake(addr('alice'), STAR(100), at(100n))
    expect(await read(s, 'periodFinish')).toBe(at(100n) + DURATION)
    await send(s, 'bob', 'stake', [STAR(300)], at(3600n))
    model.stake(addr('bob'), STAR(300), at(3600n))
    await mineAt(at(DAY))
    await expectMatches(model, at(DAY), 1n)

    await send(s, 'carol', 'stake', [STAR(50) + 7n], at(DAY + 3600n))
    model.stake(addr('carol'), STAR(50) + 7n, at(DAY + 3600n))
    await send(s, 'alice', 'withdraw', [STAR(40)], at(2n * DAY))
    model.withdraw(addr('alice'), STAR(40), at(2n * DAY))
    await claim('bob', at(3n * DAY))
    await expectSolvent()
    await send(s, 'carol', 'exit', [], at(4n * DAY))
    model.withdraw(addr('carol'), STAR(50) + 7n, at(4n * DAY))
    paid.set('carol', model.claim(addr('carol'), at(4n * DAY)))
    await mineAt(at(4n * DAY + 1234n))
    await expectMatches(model, at(4n * DAY + 1234n), 1n)

    // Extend the running period: the new reward plus what is left of the old one, over a fresh 7 days.
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(500)], at(5n * DAY))
    model.notify(STAR(500), at(5n * DAY))
    expect(await read(s, 'periodFinish')).toBe(at(5n * DAY) + DURATION)
    await send(s, 'alice', 'stake', [STAR(1)], at(6n * DAY))
    model.stake(addr('alice'), STAR(1), at(6n * DAY))
    await mineAt(at(8n * DAY))
    await expectMatches(model, at(8n * DAY), 2n)
    await expectSolvent()

    // After the end nothing accrues: earned() is exactly what getReward pays.
    await mineAt(at(20n * DAY))
    for (const who of ['alice', 'bob'] as const) {
      const shown = await read(s, 'earned', [addr(who)])
      const receipt = await send(s, who, 'getReward', [])
      expect(paidOut(s, receipt, addr(who))).toBe(shown)
      paid.set(who, (paid.get(who) ?? 0n) + shown)
    }
    const total = [...paid.values()].reduce((a, b) => a + b, 0n)
    expect(total).toBeLessThanOrEqual(STAR(1500))
    expect(STAR(1500) - total).toBeLessThanOrEqual(3n) // one wei per period and a remainder below 1 wei per staker
    await expectSolvent()
  })

  test('behavior: nothing staked for a while does not lose rewards (synthetix#758): the clock pauses', async () => {
    const t0 = (await now()) + 10n
    await send(s, 'alice', 'stake', [STAR(10)], t0)
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(1000)], t0 + 1n)
    await send(s, 'alice', 'exit', [], t0 + 1n + 2n * DAY) // leaves after 2 of 7 days
    await mineAt(t0 + 1n + 5n * DAY)
    expect(await read(s, 'periodFinish')).toBe(t0 + 1n + 5n * DAY + 5n * DAY) // 5 days left, counted from now
    await send(s, 'bob', 'stake', [STAR(10)], t0 + 1n + 10n * DAY) // 8 idle days later
    await mineAt(t0 + 1n + 20n * DAY)
    const bob = await read(s, 'earned', [addr('bob')])
    const aliceGot = (await tokenBalance(s, addr('alice'))) - STAR(10_000)
    expect(STAR(1000) * 2n / 7n - aliceGot).toBeLessThanOrEqual(1n)
    expect(STAR(1000) - (aliceGot + bob)).toBeLessThanOrEqual(2n) // alice's 2 days + bob's 5 days = the whole 1000
    await send(s, 'bob', 'exit', [])
    expect(await read(s, 'rewardReserve')).toBeLessThanOrEqual(2n)
  })

  test('behavior: a period notified before anyone stakes starts at the first stake', async () => {
    const t0 = (await now()) + 10n
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(700)], t0)
    await send(s, 'carol', 'stake', [STAR(1)], t0 + 30n * DAY)
    expect(await read(s, 'periodFinish')).toBe(t0 + 30n * DAY + DURATION)
    await mineAt(t0 + 30n * DAY + DAY)
    expect(await read(s, 'earned', [addr('carol')])).toBe(STAR(100) - 1n)
    await mineAt(t0 + 60n * DAY)
    expect(STAR(700) - (await read(s, 'earned', [addr('carol')]))).toBeLessThanOrEqual(1n)
  })

  test('behavior: principal is never paid as reward: stake, notify, withdraw all, then ask for more', async () => {
    for (const who of stakers) await send(s, who, 'stake', [STAR(1000)])
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(70)])
    await mineAt((await now()) + 3n * DAY)
    await expectSolvent()
    for (const who of stakers) await send(s, who, 'exit', [])
    await expectSolvent()
    expect(await read(s, 'totalStaked')).toBe(0n)
    for (const who of stakers) expect(await reverts(simulate(s, who, 'getReward', []))).toBe('NothingToClaim')
    expect(await reverts(simulate(s, 'alice', 'withdraw', [1n]))).toBe('InsufficientStake')
    // What the pool still holds is the reserve for the rest of the (now paused) period: only a staker's time earns it.
    const reserve = await read(s, 'rewardReserve')
    expect(await tokenBalance(s, s.staking)).toBe(reserve)
    expect(reserve).toBeGreaterThan(STAR(39))
    await send(s, 'alice', 'stake', [STAR(1)])
    await mineAt((await now()) + 30n * DAY)
    expect(await read(s, 'earned', [addr('alice')])).toBeLessThanOrEqual(reserve)
    await send(s, 'alice', 'exit', [])
    await expectSolvent()
    expect(await tokenBalance(s, s.staking)).toBeLessThanOrEqual(2n)
    // Tokens that arrive without notify do not change what anyone is owed.
    await mined(wallets.bob.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'transfer', args: [s.staking, STAR(5)] }))
    expect(await read(s, 'rewardReserve')).toBeLessThanOrEqual(2n)
    expect(await read(s, 'rewardsOwed')).toBeLessThanOrEqual(1n) // remainders below 1 wei, rounded up
  })
})
