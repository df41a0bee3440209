import { decodeErrorResult, encodeDeployData, parseEventLogs, zeroAddress, type Address, type BaseError, type Hex } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, mineAt, now, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { DAY, DURATION, STAR, deploy, mined, paidOut, read, send, simulate, tokenBalance, type Setup } from './StarStaking.fixture.js'
import { starStakingAbi, starStakingBytecode } from '../src/generated/StarStaking.js'
import { starTokenAbi } from '../src/generated/StarToken.js'

let s: Setup
const { alice, bob, deployer } = accounts

beforeAll(async () => {
  s = await deploy()
})
useChainSnapshots()

describe('StarStaking', () => {
  test('default: token, owner, duration, precision and an idle pool', async () => {
    expect(await testClient.readContract({ address: s.staking, abi: starStakingAbi, functionName: 'stakingToken' })).toBe(s.token)
    expect(await testClient.readContract({ address: s.staking, abi: starStakingAbi, functionName: 'owner' })).toBe(deployer.address)
    expect(await read(s, 'rewardsDuration')).toBe(DURATION)
    expect(await read(s, 'PRECISION')).toBe(10n ** 18n)
    expect(await read(s, 'REWARD_PER_TOKEN_PRECISION')).toBe(10n ** 36n)
    for (const view of ['totalStaked', 'rewardRate', 'periodFinish', 'lastUpdateTime', 'rewardReserve', 'rewardPerToken', 'rewardsOwed', 'fundedUntil', 'totalStakeSeconds', 'getRewardForDuration'] as const)
      expect(await read(s, view), view).toBe(0n)
    expect(await read(s, 'earned', [alice.address])).toBe(0n)
    expect(await read(s, 'stakeSecondsOf', [alice.address])).toBe(0n)
  })

  test('parameters: the constructor refuses a zero token, owner or duration, by name', async () => {
    const constructorError = async (args: readonly [Address, Address, bigint]) => {
      try {
        await testClient.call({ account: deployer.address, data: encodeDeployData({ abi: starStakingAbi, bytecode: starStakingBytecode, args }) })
      } catch (error) {
        const raw = (error as BaseError).walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data: Hex } | null
        return raw ? decodeErrorResult({ abi: starStakingAbi, data: raw.data }).errorName : 'undecoded'
      }
      return 'deployed'
    }
    expect(await constructorError([zeroAddress, deployer.address, DURATION])).toBe('ZeroAddress')
    expect(await constructorError([s.token, zeroAddress, DURATION])).toBe('OwnableInvalidOwner')
    expect(await constructorError([s.token, deployer.address, 0n])).toBe('ZeroDuration')
    expect(await constructorError([s.token, deployer.address, DURATION])).toBe('deployed')
  })

  test('behavior: stake moves STAR in, counts it, emits Staked; withdraw gives exactly it back', async () => {
    const before = await tokenBalance(s, alice.address)
    const staked = await send(s, 'alice', 'stake', [STAR(100)])
    expect(parseEventLogs({ abi: starStakingAbi, logs: staked.logs, eventName: 'Staked' })[0]?.args).toEqual({ account: alice.address, amount: STAR(100) })
    expect(await read(s, 'balanceOf', [alice.address])).toBe(STAR(100))
    expect(await read(s, 'totalStaked')).toBe(STAR(100))
    expect(await tokenBalance(s, s.staking)).toBe(STAR(100))
    const out = await send(s, 'alice', 'withdraw', [STAR(40)])
    expect(parseEventLogs({ abi: starStakingAbi, logs: out.logs, eventName: 'Withdrawn' })[0]?.args).toEqual({ account: alice.address, amount: STAR(40) })
    expect(await read(s, 'balanceOf', [alice.address])).toBe(STAR(60))
    expect(await tokenBalance(s, alice.address)).toBe(before - STAR(60))
  })

  test('behavior: stake, withdraw, getReward and exit refuse what makes no sense, by name', async () => {
    expect(await reverts(simulate(s, 'alice', 'stake', [0n]))).toBe('ZeroAmount')
    expect(await reverts(simulate(s, 'alice', 'withdraw', [0n]))).toBe('ZeroAmount')
    expect(await reverts(simulate(s, 'alice', 'withdraw', [1n]))).toBe('InsufficientStake')
    expect(await reverts(simulate(s, 'alice', 'getReward', []))).toBe('NothingToClaim')
    expect(await reverts(simulate(s, 'alice', 'exit', []))).toBe('NothingToClaim')
    expect(await reverts(simulate(s, 'dave', 'stake', [1n]))).toBe('ERC20InsufficientAllowance')
    await send(s, 'alice', 'stake', [STAR(5)])
    expect(await reverts(simulate(s, 'alice', 'withdraw', [STAR(5) + 1n]))).toBe('InsufficientStake')
    expect(await reverts(simulate(s, 'alice', 'getReward', []))).toBe('NothingToClaim') // staked, but no period yet
  })

  test('behavior: getReward pays what earned() says and only from the reserve; exit pays stake + reward in one transfer', async () => {
    await send(s, 'alice', 'stake', [STAR(100)])
    const t0 = await now()
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(700)], t0 + 10n)
    await mineAt(t0 + 10n + DAY)
    expect(await read(s, 'earned', [alice.address])).toBe(STAR(100) - 1n) // 100 STAR a day, the rate rounded down
    const claim = await send(s, 'alice', 'getReward', [], t0 + 10n + 2n * DAY)
    const paid = paidOut(s, claim, alice.address)
    expect(paid).toBe(STAR(200) - 1n)
    expect(parseEventLogs({ abi: starStakingAbi, logs: claim.logs, eventName: 'RewardPaid' })[0]?.args).toEqual({ account: alice.address, reward: paid })
    expect(await read(s, 'rewardReserve')).toBe(STAR(700) - paid)
    expect(await read(s, 'balanceOf', [alice.address])).toBe(STAR(100))
    const leave = await send(s, 'alice', 'exit', [], t0 + 10n + 3n * DAY)
    expect(paidOut(s, leave, alice.address)).toBe(STAR(100) + STAR(100)) // principal + day 3: the kept remainder evens out
    expect(leave.logs.filter((l) => l.address.toLowerCase() === s.token.toLowerCase())).toHaveLength(1)
    expect(await read(s, 'totalStaked')).toBe(0n)
    expect(await read(s, 'earned', [alice.address])).toBe(0n)
    expect(await reverts(simulate(s, 'alice', 'exit', []))).toBe('NothingToClaim')
  })

  test('behavior: notifyRewardAmount pulls the reward in the same call and starts a period', async () => {
    const t = (await now()) + 5n
    const receipt = await send(s, 'deployer', 'notifyRewardAmount', [STAR(1000)], t)
    const rate = (STAR(1000) * 10n ** 18n) / DURATION
    expect(parseEventLogs({ abi: starStakingAbi, logs: receipt.logs, eventName: 'RewardAdded' })[0]?.args).toEqual({ reward: STAR(1000), rate, periodFinish: t + DURATION })
    expect(await tokenBalance(s, s.staking)).toBe(STAR(1000))
    expect(await read(s, 'rewardReserve')).toBe(STAR(1000))
    expect(await read(s, 'rewardRate')).toBe(rate)
    expect(await read(s, 'getRewardForDuration')).toBe(STAR(1000) - 1n)
    expect(await read(s, 'lastUpdateTime')).toBe(t)
    await mineAt(t + 2n) // nothing staked yet: the clock is paused and the end moves with time
    expect(await read(s, 'periodFinish')).toBe(t + 2n + DURATION)
    const shifted = await send(s, 'alice', 'stake', [STAR(1)], t + 3n)
    expect(parseEventLogs({ abi: starStakingAbi, logs: shifted.logs, eventName: 'RewardPeriodShifted' })[0]?.args).toEqual({ idleSeconds: 3n, periodFinish: t + 3n + DURATION })
    await mineAt(t + 10n)
    expect(await read(s, 'periodFinish')).toBe(t + 3n + DURATION)
    expect(await read(s, 'fundedUntil')).toBe(t + 3n + DURATION)
  })

  test('behavior: notify without funds is refused: no approval, then no balance, then a zero reward', async () => {
    await mined(wallets.deployer.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'approve', args: [s.staking, 0n] }))
    expect(await reverts(simulate(s, 'deployer', 'notifyRewardAmount', [STAR(1)]))).toBe('ERC20InsufficientAllowance')
    await mined(wallets.deployer.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'approve', args: [s.staking, STAR(1e6)] }))
    expect(await reverts(simulate(s, 'deployer', 'notifyRewardAmount', [STAR(10_001)]))).toBe('ERC20InsufficientBalance')
    expect(await reverts(simulate(s, 'deployer', 'notifyRewardAmount', [0n]))).toBe('ZeroAmount')
    // Tokens sent to the pool without notify are not a reserve: nothing was promised with them.
    await mined(wallets.alice.writeContract({ address: s.token, abi: starTokenAbi, functionName: 'transfer', args: [s.staking, STAR(50)] }))
    expect(await read(s, 'rewardReserve')).toBe(0n)
    expect(await read(s, 'rewardRate')).toBe(0n)
  })

  test('behavior: owner functions are the owner\'s, and ownership moves in two steps', async () => {
    expect(await reverts(simulate(s, 'alice', 'notifyRewardAmount', [STAR(1)]))).toBe('OwnableUnauthorizedAccount')
    expect(await reverts(simulate(s, 'alice', 'setRewardsDuration', [DAY]))).toBe('OwnableUnauthorizedAccount')
    await send(s, 'deployer', 'transferOwnership', [bob.address])
    expect(await testClient.readContract({ address: s.staking, abi: starStakingAbi, functionName: 'owner' })).toBe(deployer.address)
    expect(await reverts(simulate(s, 'alice', 'acceptOwnership', []))).toBe('OwnableUnauthorizedAccount')
    await send(s, 'bob', 'acceptOwnership', [])
    expect(await testClient.readContract({ address: s.staking, abi: starStakingAbi, functionName: 'owner' })).toBe(bob.address)
    expect(await reverts(simulate(s, 'deployer', 'setRewardsDuration', [DAY]))).toBe('OwnableUnauthorizedAccount')
    await send(s, 'bob', 'setRewardsDuration', [DAY])
    expect(await read(s, 'rewardsDuration')).toBe(DAY)
  })

  test('behavior: setRewardsDuration only between periods (a paused period counts as running), never zero', async () => {
    expect(await reverts(simulate(s, 'deployer', 'setRewardsDuration', [0n]))).toBe('ZeroDuration')
    const changed = await send(s, 'deployer', 'setRewardsDuration', [30n * DAY])
    expect(parseEventLogs({ abi: starStakingAbi, logs: changed.logs, eventName: 'RewardsDurationUpdated' })[0]?.args).toEqual({ newDuration: 30n * DAY })
    await send(s, 'deployer', 'setRewardsDuration', [DURATION])
    const t = await now()
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(10)], t + 1n)
    await mineAt(t + 1n + 2n * DURATION) // nothing staked: the clock is paused, the period has not run at all
    expect(await reverts(simulate(s, 'deployer', 'setRewardsDuration', [DAY]))).toBe('RewardPeriodActive')
    await send(s, 'alice', 'stake', [STAR(1)], t + 2n + 2n * DURATION)
    expect(await reverts(simulate(s, 'deployer', 'setRewardsDuration', [DAY]))).toBe('RewardPeriodActive')
    await mineAt(t + 2n + 3n * DURATION)
    await send(s, 'deployer', 'setRewardsDuration', [DAY])
    expect(await read(s, 'rewardsDuration')).toBe(DAY)
  })

  test('behavior: gas of each user action stays within budget', async () => {
    await send(s, 'bob', 'stake', [STAR(10)])
    await send(s, 'deployer', 'notifyRewardAmount', [STAR(1000)])
    const first = await send(s, 'alice', 'stake', [STAR(100)])
    const again = await send(s, 'alice', 'stake', [STAR(100)])
    await mineAt((await now()) + DAY)
    const withdraw = await send(s, 'alice', 'withdraw', [STAR(50)])
    const claim = await send(s, 'alice', 'getReward', [])
    await mineAt((await now()) + DAY)
    const exit = await send(s, 'alice', 'exit', [])
    const notify = await send(s, 'deployer', 'notifyRewardAmount', [STAR(1000)])
    const gas = { firstStake: first.gasUsed, stake: again.gasUsed, withdraw: withdraw.gasUsed, getReward: claim.gasUsed, exit: exit.gasUsed, notify: notify.gasUsed }
    if (process.env.GAS_REPORT) console.log(gas)
    for (const used of Object.values(gas)) expect(used).toBeLessThan(200_000n)
  })
})
