import { getAddress, maxUint256, toFunctionSelector, type Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, mineAt, now, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { DAY, DURATION, GAS, STAR, mined } from './StarStaking.fixture.js'
import { starStakingAbi, starStakingBytecode } from '../src/generated/StarStaking.js'
import { reentrantStakingTokenAbi, reentrantStakingTokenBytecode } from '../test/generated/ReentrantStakingToken.js'
import { feeOnTransferStakingTokenAbi, feeOnTransferStakingTokenBytecode } from '../test/generated/FeeOnTransferStakingToken.js'

// The attacker is the token itself: deployed as the pool's staking token, staking from its own address, and calling
// back into the pool from its transfer hook whenever STAR moves between the two.
const Attack = { GetReward: 1, Withdraw: 2, Exit: 3, Stake: 4 } as const
const abi = [...reentrantStakingTokenAbi, ...starStakingAbi.filter((item) => item.type === 'error')] as const
let token: Address
let staking: Address

async function deployed(hash: Promise<`0x${string}`>): Promise<Address> {
  return getAddress((await mined(hash)).contractAddress!)
}

beforeAll(async () => {
  await testClient.setBalance({ address: accounts.deployer.address, value: 10n ** 22n })
  await testClient.setBalance({ address: accounts.alice.address, value: 10n ** 22n })
  token = await deployed(wallets.deployer.deployContract({ abi: reentrantStakingTokenAbi, bytecode: reentrantStakingTokenBytecode }))
  staking = await deployed(wallets.deployer.deployContract({ abi: starStakingAbi, bytecode: starStakingBytecode, args: [token, accounts.deployer.address, DURATION] }))
  const write = (functionName: 'mint', args: readonly [Address, bigint]) => mined(wallets.deployer.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName, args }))
  await write('mint', [accounts.deployer.address, STAR(1000)])
  await write('mint', [token, STAR(100)]) // the attacker's own stake
  await mined(wallets.deployer.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'approve', args: [staking, maxUint256] }))
  // An honest staker next to the attacker, so there is someone else's money in the pool to steal.
  await write('mint', [accounts.alice.address, STAR(100)])
  await mined(wallets.alice.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'approve', args: [staking, maxUint256] }))
  await mined(wallets.alice.writeContract({ address: staking, abi: starStakingAbi, functionName: 'stake', args: [STAR(100)] }))
  await mined(wallets.deployer.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'arm', args: [staking, 0, false] }))
  await mined(wallets.deployer.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'stakeSelf', args: [STAR(100)] }))
  await mined(wallets.deployer.writeContract({ address: staking, abi: starStakingAbi, functionName: 'notifyRewardAmount', args: [STAR(700)] }))
  await mineAt((await now()) + DAY)
})
useChainSnapshots()

const arm = (attack: number, swallow: boolean) => mined(wallets.deployer.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'arm', args: [staking, attack, swallow] }))
const balance = (who: Address) => testClient.readContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'balanceOf', args: [who] })
const stakingRead = (functionName: 'totalStaked' | 'rewardReserve') => testClient.readContract({ address: staking, abi: starStakingAbi, functionName })
const attempt = (functionName: 'getRewardSelf' | 'withdrawSelf' | 'exitSelf' | 'stakeSelf', args: readonly [] | readonly [bigint] = []) =>
  testClient.simulateContract({ account: accounts.alice, address: token, abi, functionName, args } as Parameters<typeof testClient.simulateContract>[0])
const run = (functionName: 'getRewardSelf' | 'withdrawSelf' | 'exitSelf' | 'stakeSelf', args: readonly [] | readonly [bigint] = []) =>
  mined(wallets.alice.writeContract({ address: token, abi, functionName, args, gas: GAS } as Parameters<typeof wallets.alice.writeContract>[0]))

describe('StarStaking against a re-entering token', () => {
  test('behavior: every re-entry from the transfer hook is refused by the guard', async () => {
    await mined(wallets.deployer.writeContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'mint', args: [token, STAR(1)] }))
    for (const [attack, call, args] of [
      [Attack.GetReward, 'getRewardSelf', []],
      [Attack.Withdraw, 'withdrawSelf', [STAR(10)]],
      [Attack.Exit, 'exitSelf', []],
      [Attack.Withdraw, 'stakeSelf', [STAR(1)]],
      [Attack.Stake, 'getRewardSelf', []],
    ] as const) {
      await arm(attack, false)
      expect(await reverts(attempt(call, args)), `${call} re-entering with attack ${attack}`).toBe('ReentrancyGuardReentrantCall')
    }
  })

  test('behavior: with the re-entry swallowed, the attacker gets its share once and no more', async () => {
    await arm(Attack.GetReward, true)
    const earned = await testClient.readContract({ address: staking, abi: starStakingAbi, functionName: 'earned', args: [token] })
    const before = await balance(token)
    const receipt = await run('exitSelf')
    expect(receipt.status).toBe('success')
    const got = (await balance(token)) - before
    // Principal back plus its half of the rewards up to the exit (a second or two more than the earned() read).
    expect(got).toBeGreaterThanOrEqual(STAR(100) + earned)
    expect(got - STAR(100) - earned).toBeLessThan(STAR(1) / 100n)
    expect(await testClient.readContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'reentries' })).toBe(1n)
    const lastRevert = await testClient.readContract({ address: token, abi: reentrantStakingTokenAbi, functionName: 'lastRevert' })
    expect(lastRevert).toBe(toFunctionSelector('ReentrancyGuardReentrantCall()'))
    // alice's principal and her rewards are intact: the pool holds her stake plus the reserve.
    expect(await stakingRead('totalStaked')).toBe(STAR(100))
    expect(await balance(staking)).toBe(STAR(100) + (await stakingRead('rewardReserve')))
    await mineAt((await now()) + DURATION)
    const alice = await testClient.readContract({ address: staking, abi: starStakingAbi, functionName: 'earned', args: [accounts.alice.address] })
    expect(alice).toBeLessThanOrEqual(await stakingRead('rewardReserve'))
    expect(STAR(700) - alice - (got - STAR(100))).toBeLessThanOrEqual(2n) // everything notified is paid to the two
  })
})

describe('StarStaking with a fee-on-transfer token', () => {
  test('behavior: a notify that delivers less than announced is refused (RewardTooHigh)', async () => {
    const fee = await deployed(wallets.deployer.deployContract({ abi: feeOnTransferStakingTokenAbi, bytecode: feeOnTransferStakingTokenBytecode }))
    const pool = await deployed(wallets.deployer.deployContract({ abi: starStakingAbi, bytecode: starStakingBytecode, args: [fee, accounts.deployer.address, DURATION] }))
    await mined(wallets.deployer.writeContract({ address: fee, abi: feeOnTransferStakingTokenAbi, functionName: 'mint', args: [accounts.deployer.address, STAR(1000)] }))
    await mined(wallets.deployer.writeContract({ address: fee, abi: feeOnTransferStakingTokenAbi, functionName: 'approve', args: [pool, maxUint256] }))
    const notify = testClient.simulateContract({ account: accounts.deployer, address: pool, abi: starStakingAbi, functionName: 'notifyRewardAmount', args: [STAR(100)] })
    expect(await reverts(notify)).toBe('RewardTooHigh')
  })
})
