// renounceOwnership is disabled on StarSale and StarStaking: an ownerless sale would lock its proceeds and unsold
// STAR, and an ownerless pool could never be funded again. Ownership still moves in two steps (their own tests).
import { encodeFunctionData, type Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { accounts, reverts, testClient, useChainSnapshots, wallets } from './chain.js'
import { deploySale } from './StarSale.fixture.js'
import { deploy } from './StarStaking.fixture.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { starStakingAbi } from '../src/generated/StarStaking.js'

const contracts: Record<string, { abi: typeof starSaleAbi | typeof starStakingAbi; address: Address }> = {}

beforeAll(async () => {
  contracts.StarSale = { abi: starSaleAbi, address: (await deploySale()).sale }
  contracts.StarStaking = { abi: starStakingAbi, address: (await deploy()).staking }
})
useChainSnapshots()

describe.each(['StarSale', 'StarStaking'])('%s.renounceOwnership', (name) => {
  const owner = () => testClient.readContract({ ...contracts[name]!, functionName: 'owner' })

  test('behavior: the owner is refused with OwnershipCannotBeRenounced, and so is anyone else', async () => {
    for (const account of [accounts.deployer, accounts.alice])
      expect(await reverts(testClient.readContract({ ...contracts[name]!, functionName: 'renounceOwnership', account }))).toBe('OwnershipCannotBeRenounced')
  })

  test('behavior: a renounce transaction by the owner fails and the owner stays', async () => {
    const data = encodeFunctionData({ abi: contracts[name]!.abi, functionName: 'renounceOwnership' })
    await expect(wallets.deployer.sendTransaction({ to: contracts[name]!.address, data, gas: 100_000n })).rejects.toThrow()
    expect(await owner()).toBe(accounts.deployer.address)
  })
})
