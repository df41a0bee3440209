import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createPublicClient, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest'
import { buildAirdrop, parseAirdropList } from '../airdrop.js'
import { starClaimAbi } from '../generated/StarClaim.js'
import { starSaleAbi } from '../generated/StarSale.js'
import { starStakingAbi } from '../generated/StarStaking.js'
import { starTokenAbi } from '../generated/StarToken.js'
import { devAccounts } from './devAccounts.js'
import { loadDeployments } from './loadDeployments.js'
import { openPreparedAirdrop } from './preparedAirdropFile.js'
import { LOCAL_SEED, seedLocalChain } from './seedLocalChain.js'
import { seededLocalAddresses } from './seededAddresses.js'
import { startLocalChain, type LocalChain } from './startLocalChain.js'

let chain: LocalChain
const outDir = mkdtempSync(path.join(tmpdir(), 'seed-'))

beforeAll(async () => {
  chain = await startLocalChain({ chainId: 31337 })
})
afterAll(async () => {
  await chain.stop()
  rmSync(outDir, { recursive: true, force: true })
})

// A node process and a dozen transactions over HTTP: seconds on a loaded machine, past vitest's 5 s default.
describe('seedLocalChain', { timeout: 60_000 }, () => {
  test('default: deploys everything a page needs and writes files the site reads back', async () => {
    const seeded = await seedLocalChain({ rpcUrl: chain.url, chainId: 31337, outDir })
    const { deployments, file } = loadDeployments({ env: {}, defaultFile: seeded.deploymentsFile })
    expect(file).toBe(seeded.deploymentsFile)
    const deployment = deployments[31337]!
    expect(deployment).toMatchObject({ ...seeded.deployment, airdropList: 'airdrop-31337.airdrop' })
    // what development and test builds allowlist before the chain runs
    expect(deployment).toMatchObject(seededLocalAddresses())

    const client = createPublicClient({ transport: http(chain.url) })
    const [alice, , , , , , , , , tenth] = devAccounts(LOCAL_SEED.accounts)
    // every development account holds STAR to stake, and the sale and reward period are live
    expect(await client.readContract({ address: deployment.token, abi: starTokenAbi, functionName: 'balanceOf', args: [tenth!.address] })).toBe(LOCAL_SEED.balance)
    expect(await client.readContract({ address: deployment.staking!, abi: starStakingAbi, functionName: 'rewardReserve' })).toBe(LOCAL_SEED.staking.reward)
    const now = (await client.getBlock()).timestamp
    expect(await client.readContract({ address: deployment.sale!, abi: starSaleAbi, functionName: 'startTime' })).toBeLessThanOrEqual(now)
    expect(await client.readContract({ address: deployment.sale!, abi: starSaleAbi, functionName: 'endTime' })).toBeGreaterThan(now)

    // the published list and its preparation both give the very root the claim contract holds
    const list = parseAirdropList(readFileSync(path.join(outDir, 'airdrop-31337.json'), 'utf8'), 'airdrop-31337.json')
    expect(list.map((e) => e.account)).toEqual(devAccounts(LOCAL_SEED.accounts).map((a) => a.address))
    expect(list[0]!.amount).toBe(LOCAL_SEED.airdrop.firstAmount)
    const root = await client.readContract({ address: deployment.claim!, abi: starClaimAbi, functionName: 'merkleRoot' })
    expect(buildAirdrop(31337, list).root).toBe(root)
    const prepared = openPreparedAirdrop(path.join(outDir, deployment.airdropList!))
    expect([prepared.root, prepared.chainId, prepared.count]).toEqual([root, 31337, LOCAL_SEED.accounts])
    expect(prepared.proofOf(alice!.address)).toEqual(buildAirdrop(31337, list).proofOf(alice!.address))
    prepared.close()
    expect(await client.readContract({ address: deployment.claim!, abi: starClaimAbi, functionName: 'isClaimed', args: [alice!.address] })).toBe(false)
  })

  test('parameters: extraAirdrop adds recipients after the development accounts, in the deployed root', async () => {
    const extra = { account: getAddress('0x00000000000000000000000000000000000a11ce'), amount: 7n }
    const extraDir = mkdtempSync(path.join(tmpdir(), 'seed-extra-'))
    onTestFinished(() => rmSync(extraDir, { recursive: true, force: true }))
    const { deployment } = await seedLocalChain({ rpcUrl: chain.url, chainId: 31337, outDir: extraDir, extraAirdrop: [extra] })
    const list = parseAirdropList(readFileSync(path.join(extraDir, 'airdrop-31337.json'), 'utf8'), 'airdrop-31337.json')
    expect(list).toHaveLength(LOCAL_SEED.accounts + 1)
    expect(list.at(-1)).toEqual(extra)
    const client = createPublicClient({ transport: http(chain.url) })
    expect(await client.readContract({ address: deployment.claim!, abi: starClaimAbi, functionName: 'merkleRoot' })).toBe(buildAirdrop(31337, list).root)
  })

  test('parameters: saleStartsIn opens the sale later', async () => {
    const other = await startLocalChain({ chainId: 42161 })
    try {
      const { deployment } = await seedLocalChain({ rpcUrl: other.url, chainId: 42161, saleStartsIn: 86_400n })
      const client = createPublicClient({ transport: http(other.url) })
      const now = (await client.getBlock()).timestamp
      const start = await client.readContract({ address: deployment.sale!, abi: starSaleAbi, functionName: 'startTime' })
      expect(BigInt(start) - now).toBeGreaterThan(86_000n)
    } finally {
      await other.stop()
    }
  })
})
