// The server's figure reads against a real seeded chain: what /stake and /purchase render.
import { LOCAL_SEED, seedLocalChain, startLocalChain, type LocalChain } from '@stardust/contracts/local-chain'
import { devAccounts } from '@stardust/contracts/node'
import { stardustLocal } from '@stardust/chains'
import { starStakingAbi, starTokenAbi, type Deployment } from '@stardust/contracts'
import { createPublicClient, createWalletClient, http, parseEther, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readSaleFigures } from './saleFigures'
import { readStakingFigures } from './stakingFigures'

let chain: LocalChain
let client: PublicClient
let deployment: Deployment

beforeAll(async () => {
  chain = await startLocalChain({ chainId: 31337 })
  deployment = (await seedLocalChain({ rpcUrl: chain.url, chainId: 31337 })).deployment
  client = createPublicClient({ transport: http(chain.url) })
}, 180_000) // a hardhat start and the whole deployment: seconds alone, minutes beside CI's other suites
afterAll(async () => {
  await chain.stop()
})

describe('readStakingFigures', () => {
  test('default: a funded pool with nothing staked has no APR', async () => {
    const f = await readStakingFigures(client, 31337, deployment.staking!)
    expect(f.totalStaked).toBe(0n)
    expect(f.aprBps).toBeUndefined()
    expect(f.periodFinish).toBeGreaterThan(f.blockTime)
    expect(f.fundedUntil).toBe(f.periodFinish)
  })

  test('behavior: after a stake the APR is the year of rewards over the stake', async () => {
    const [, holder] = devAccounts(2)
    const wallet = createWalletClient({ account: holder!, chain: stardustLocal, transport: http(chain.url) })
    const stake = parseEther('1000')
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: deployment.token, abi: starTokenAbi, functionName: 'approve', args: [deployment.staking!, stake] }) })
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: deployment.staking!, abi: starStakingAbi, functionName: 'stake', args: [stake] }) })
    const f = await readStakingFigures(client, 31337, deployment.staking!)
    expect(f.totalStaked).toBe(stake)
    // 1,000,000 STAR over 30 days on 1,000 STAR staked: 1,000,000 / 1,000 x 365 / 30 = 12,166.66 x 100 %
    expect(f.aprBps).toBe((LOCAL_SEED.staking.reward * 10n ** 18n / LOCAL_SEED.staking.rewardsDuration) * 365n * 86_400n * 10_000n / (stake * 10n ** 18n))
    expect(f.aprBps! / 100n).toBe(1_216_666n)
  })
})

describe('readSaleFigures', () => {
  test('default: the seeded sale is open at its price with its whole cap left', async () => {
    const f = await readSaleFigures(client, 31337, deployment.sale!)
    expect(f).toMatchObject({ price: LOCAL_SEED.sale.price, remaining: LOCAL_SEED.sale.totalCap, walletCap: LOCAL_SEED.sale.walletCap, paused: false, phase: 'open' })
  })
})
