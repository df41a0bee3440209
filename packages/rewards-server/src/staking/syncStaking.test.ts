import { deployStardust, starStakingAbi, starTokenAbi } from '@stardust/contracts'
import { createPublicClient, http, parseEther, type Address } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { alice, bob } from '../../test/helpers/accounts.js'
import { advanceChain, deployer, publicClient, testClient, walletFor } from '../../test/helpers/chain.js'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { DRIVERS } from '../../test/helpers/testDatabase.js'
import type { StakingChain } from '../context.js'
import { stakingPoints } from './stakingPoints.js'

const DAY = 86_400n
let staking: Address
let snapshot: `0x${string}`

async function stakeFor(account: typeof alice, amount: bigint): Promise<void> {
  const wallet = walletFor(account)
  await wallet.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: await tokenOf(), abi: starTokenAbi, functionName: 'approve', args: [staking, amount] }) })
  await wallet.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: staking, abi: starStakingAbi, functionName: 'stake', args: [amount] }) })
}
async function tokenOf(): Promise<Address> {
  return await publicClient.readContract({ address: staking, abi: starStakingAbi, functionName: 'stakingToken' })
}
const stakeSecondsOf = (account: Address) => publicClient.readContract({ address: staking, abi: starStakingAbi, functionName: 'stakeSecondsOf', args: [account] })

beforeAll(async () => {
  const { deployment } = await deployStardust(
    { wallet: walletFor(deployer), public: publicClient },
    {
      supplyCap: parseEther('1000000000'),
      staking: { rewardsDuration: 30n * DAY, reward: parseEther('1000') },
      mints: [
        { account: alice.address, amount: parseEther('1000') },
        { account: bob.address, amount: parseEther('1000') },
      ],
    },
  )
  staking = deployment.staking!
})
beforeEach(async () => {
  snapshot = await testClient.snapshot()
})
afterEach(async () => {
  await testClient.revert({ id: snapshot })
})

describe.each(DRIVERS)('stardust/sync on %s', (driver) => {
  let chains: StakingChain[] = []
  const app = useRewardsApp(driver, { staking: () => chains })
  beforeEach(() => {
    chains = [{ chainId: 31337, address: staking, client: publicClient }]
  })

  test('default', async () => {
    await stakeFor(alice, parseEther('100'))
    await advanceChain(DAY)
    const expected = stakingPoints(await stakeSecondsOf(alice.address))
    expect(expected).toBe(1000n) // 100 STAR for a day (and a second or two) at 10 per STAR-day
    const result = await app.client().sync(app.tokens.alice)
    expect(result.status).toBe(200)
    expect(result.body.data).toMatchObject({ credited: '1000', balance: '1000' })
    const me = await app.client().me(app.tokens.alice)
    expect(me.body.data?.entries).toEqual([expect.objectContaining({ source: 'staking', chainId: 31337, amount: '1000' })])
  })

  test('behavior: twenty concurrent syncs credit the growth exactly once', async () => {
    await stakeFor(alice, parseEther('100'))
    await advanceChain(DAY)
    const expected = stakingPoints(await stakeSecondsOf(alice.address))
    const results = await Promise.all(Array.from({ length: 20 }, () => app.client().sync(app.tokens.alice)))
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(results.reduce((sum, r) => sum + BigInt(r.body.data?.credited as string), 0n)).toBe(expected)
    expect((await app.client().me(app.tokens.alice)).body.data).toMatchObject({ balance: String(expected), entries: [expect.anything()] })
  })

  test('behavior: later syncs credit only the growth, and rounding never loses points across many syncs', async () => {
    await stakeFor(alice, parseEther('1'))
    let credited = 0n
    // 1 STAR earns 10 per day: syncing every 2 hours rounds each step down, the running total does not.
    for (let i = 0; i < 24; i++) {
      await advanceChain(2n * 3600n)
      credited += BigInt((await app.client().sync(app.tokens.alice)).body.data?.credited as string)
    }
    expect(credited).toBe(stakingPoints(await stakeSecondsOf(alice.address)))
    expect((await app.client().sync(app.tokens.alice)).body.data?.credited).toBe('0')
  })

  test('behavior: an account with no stake is credited nothing, and others are not affected', async () => {
    await stakeFor(bob, parseEther('50'))
    await advanceChain(DAY)
    expect((await app.client().sync(app.tokens.alice)).body.data).toMatchObject({ credited: '0', balance: '0' })
    expect((await app.client().sync(app.tokens.bob)).body.data?.credited).toBe(String(stakingPoints(await stakeSecondsOf(bob.address))))
  })

  test('behavior: an unreachable chain is 503 rpc_unavailable and credits nothing, then the next sync credits it all', async () => {
    await stakeFor(alice, parseEther('100'))
    await advanceChain(DAY)
    const dead = createPublicClient({ transport: http('http://127.0.0.1:9/', { retryCount: 0, timeout: 2_000 }) })
    chains = [{ chainId: 31337, address: staking, client: publicClient }, { chainId: 5000, address: staking, client: dead }]
    const failed = await app.client().sync(app.tokens.alice)
    expect([failed.status, failed.body.error?.code]).toEqual([503, 'rpc_unavailable'])
    expect((await app.client().me(app.tokens.alice)).body.data?.balance).toBe('0')
    chains = [{ chainId: 31337, address: staking, client: publicClient }]
    expect((await app.client().sync(app.tokens.alice)).body.data?.credited).toBe(String(stakingPoints(await stakeSecondsOf(alice.address))))
  })

  test('behavior: sync needs a valid token', async () => {
    expect((await app.client().sync()).status).toBe(401)
  })
})

describe.each(DRIVERS)('stardust/sync with the database going away on %s', (driver) => {
  const app = useRewardsApp(driver, { onDisk: true, staking: () => [{ chainId: 31337, address: staking, client: publicClient }] })

  test('behavior: stopped: syncs read the chain, cannot write, answer 503; back: the growth is credited whole and once', async () => {
    await stakeFor(alice, parseEther('100'))
    await advanceChain(DAY)
    await app.t.stop()
    const during = await Promise.all(Array.from({ length: 5 }, () => app.client().sync(app.tokens.alice)))
    expect(during.map((r) => [r.status, r.body.error?.code])).toEqual(during.map(() => [503, 'store_unavailable']))
    await app.t.restart()
    await advanceChain(DAY)
    const expected = stakingPoints(await stakeSecondsOf(alice.address))
    const after = await Promise.all(Array.from({ length: 5 }, () => app.client().sync(app.tokens.alice)))
    expect(after.reduce((sum, r) => sum + BigInt(r.body.data?.credited as string), 0n)).toBe(expected)
    expect((await app.client().me(app.tokens.alice)).body.data).toMatchObject({ balance: String(expected), entries: [expect.anything()] })
  })
})
