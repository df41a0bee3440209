import { createPublicClient, parseEther, type Address } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { deployStardust, type DeployStardustParameters, type DeployStardustReturnType } from '../src/deployStardust.js'
import { DeployError } from '../src/errors.js'
import { starClaimAbi } from '../src/generated/StarClaim.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { starStakingAbi } from '../src/generated/StarStaking.js'
import { starTokenAbi } from '../src/generated/StarToken.js'
import { accounts, chain, now, testClient, transport, useChainSnapshots, wallets } from './chain.js'

const publicClient = createPublicClient({ chain, transport })
const DAY = 86_400n

let result: DeployStardustReturnType
let parameters: DeployStardustParameters

beforeAll(async () => {
  const t = await now()
  parameters = {
    supplyCap: parseEther('1000000'),
    staking: { rewardsDuration: 7n * DAY, reward: parseEther('7000') },
    sale: { price: parseEther('0.001'), startTime: t, endTime: t + 10n * DAY, totalCap: parseEther('5000'), walletCap: parseEther('100') },
    airdrop: {
      entries: [
        { account: accounts.alice.address, amount: parseEther('10') },
        { account: accounts.bob.address, amount: parseEther('20') },
      ],
      deadline: t + 30n * DAY,
      treasury: accounts.dave.address,
    },
    mints: [{ account: accounts.carol.address, amount: parseEther('50') }],
    owner: accounts.dave.address,
  }
  result = await deployStardust({ wallet: wallets.deployer, public: publicClient }, parameters)
})
useChainSnapshots()

const balanceOf = (account: Address) =>
  testClient.readContract({ address: result.deployment.token, abi: starTokenAbi, functionName: 'balanceOf', args: [account] })

describe('deployStardust', () => {
  test('default: deploys the four contracts and says where they live', () => {
    const { deployment } = result
    expect(deployment.chainId).toBe(31337)
    for (const address of [deployment.token, deployment.staking, deployment.sale, deployment.claim]) expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(new Set([deployment.token, deployment.staking, deployment.sale, deployment.claim]).size).toBe(4)
    expect(deployment.deployBlock).toBeGreaterThan(0)
    expect(result.receipts.every(({ receipt }) => receipt.status === 'success')).toBe(true)
  })

  test('behavior: the reward period is funded from an explicit reserve and running', async () => {
    const staking = result.deployment.staking!
    const read = <F extends 'rewardReserve' | 'rewardRate' | 'periodFinish'>(functionName: F) =>
      testClient.readContract({ address: staking, abi: starStakingAbi, functionName })
    expect(await read('rewardReserve')).toBe(parseEther('7000'))
    expect(await read('rewardRate')).toBe((parseEther('7000') * 10n ** 18n) / (7n * DAY))
    expect(await balanceOf(staking)).toBe(parseEther('7000'))
  })

  test('behavior: the sale holds its inventory and the airdrop exactly its total', async () => {
    expect(await balanceOf(result.deployment.sale!)).toBe(parseEther('5000'))
    expect(await balanceOf(result.deployment.claim!)).toBe(parseEther('30'))
    expect(await balanceOf(accounts.carol.address)).toBe(parseEther('50'))
    expect(await testClient.readContract({ address: result.deployment.sale!, abi: starSaleAbi, functionName: 'price' })).toBe(parseEther('0.001'))
  })

  test('behavior: the deployed root accepts the returned proofs', async () => {
    const { claim } = result.deployment
    const { amount, proof } = result.airdrop!.proofOf(accounts.bob.address)!
    await testClient.waitForTransactionReceipt({
      hash: await wallets.carol.writeContract({ address: claim!, abi: starClaimAbi, functionName: 'claim', args: [accounts.bob.address, amount, proof] }),
    })
    expect(await balanceOf(accounts.bob.address)).toBe(parseEther('20'))
    expect(await testClient.readContract({ address: claim!, abi: starClaimAbi, functionName: 'merkleRoot' })).toBe(result.airdrop!.root)
  })

  test('behavior: ownership is offered to the given owner, who must accept it', async () => {
    const { token, staking, sale } = result.deployment
    for (const [address, abi] of [[token, starTokenAbi], [staking!, starStakingAbi], [sale!, starSaleAbi]] as const) {
      expect(await testClient.readContract({ address, abi: abi as typeof starTokenAbi, functionName: 'owner' })).toBe(accounts.deployer.address)
      expect(await testClient.readContract({ address, abi: abi as typeof starTokenAbi, functionName: 'pendingOwner' })).toBe(accounts.dave.address)
    }
  })

  test('parameters: invalid options are refused before any transaction', async () => {
    const nonce = await testClient.getTransactionCount({ address: accounts.deployer.address })
    const bad: DeployStardustParameters[] = [
      { ...parameters, supplyCap: 0n },
      { ...parameters, staking: { rewardsDuration: 0n, reward: 1n } },
      { ...parameters, sale: { ...parameters.sale!, endTime: parameters.sale!.startTime } },
      { ...parameters, airdrop: { ...parameters.airdrop!, entries: [] } },
    ]
    for (const options of bad)
      await expect(deployStardust({ wallet: wallets.deployer, public: publicClient }, options)).rejects.toBeInstanceOf(Error)
    await expect(deployStardust({ wallet: wallets.deployer, public: publicClient }, bad[0]!)).rejects.toMatchObject({ code: 'deploy_invalid_options' })
    expect(await testClient.getTransactionCount({ address: accounts.deployer.address })).toBe(nonce)
  })

  test('behavior: a step that reverts names the step and stops there', async () => {
    // A cap below the first reward: the reward mint reverts with ERC20ExceededCap.
    const error = await deployStardust({ wallet: wallets.deployer, public: publicClient }, { ...parameters, supplyCap: parseEther('1') }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DeployError)
    expect((error as DeployError).message).toMatch(/^deploy: mint the first reward failed: .*ERC20ExceededCap/)
  })
})
