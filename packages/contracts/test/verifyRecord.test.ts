// `stardust-ops verify` binds the deployments record to the chain: each address must be the one the recorded init code
// (the build's creation code and the recorded constructor arguments) and salt create, and each immutable in the code
// on the chain must be the one the record gives. A deploy on the in-process chain, then records that lie.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { encodeDeployData, keccak256, parseEther, toHex, type Abi, type Address, type Hex, type PublicClient } from 'viem'
import { beforeAll, describe, expect, test } from 'vitest'
import { buildAirdrop } from '../src/airdrop.js'
import { DETERMINISTIC_DEPLOYER, create2Address, create2Calldata } from '../src/deploy/deterministicDeployer.js'
import { parsePlan } from '../src/deploy/plan.js'
import { planDeploy } from '../src/deploy/planSteps.js'
import { recordEntry, type RecordEntry } from '../src/deploy/record.js'
import { runPlanSteps } from '../src/deploy/runPlan.js'
import { starClaimAbi, starClaimBytecode } from '../src/generated/StarClaim.js'
import { starStakingAbi, starStakingBytecode } from '../src/generated/StarStaking.js'
import { runOps } from '../src/ops/cli.js'
import { lastBuild, verifyDeployment, type VerifyResult } from '../src/ops/verify.js'
import { accounts, chain, now, testClient, transport, wallets } from './chain.js'

const DAY = 86_400n
const client = testClient as unknown as PublicClient
const build = lastBuild(fileURLToPath(new URL('..', import.meta.url)))
let entry: RecordEntry

beforeAll(async () => {
  const t = await now()
  const iso = (s: bigint) => new Date(Number(s) * 1000).toISOString()
  const plan = parsePlan(
    {
      chainId: chain.id,
      supplyCap: '1000000',
      staking: { durationDays: 7, reward: '1000' },
      sale: { price: '0.001', start: iso(t + DAY), end: iso(t + 30n * DAY), totalCap: '10000', walletCap: '500' },
      airdrop: { list: 'unused.csv', deadline: iso(t + 60n * DAY), treasury: accounts.carol.address },
      salt: `verify-${t}`,
    },
    'plan.json',
  )
  const airdrop = buildAirdrop(chain.id, [{ account: accounts.bob.address, amount: parseEther('100') }])
  const deploy = planDeploy(client, plan, wallets.deployer.account.address, { root: airdrop.root, total: airdrop.total })
  const results = await runPlanSteps({ public: client, wallet: wallets.deployer }, deploy.steps)
  entry = recordEntry(plan, wallets.deployer.account.address, deploy, results, undefined, undefined)
})

const copy = (): RecordEntry => structuredClone(entry)
const resultOf = (results: VerifyResult[], key: string) => results.find((r) => r.key === key)!

/** Creates `abi`'s contract with `args` through the deterministic deployer, as the deploy does; returns its address. */
async function create2(abi: readonly unknown[], bytecode: Hex, args: readonly unknown[], salt: Hex): Promise<Address> {
  const initCode = encodeDeployData({ abi: abi as Abi, bytecode, args: args as unknown[] })
  const hash = await wallets.deployer.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: create2Calldata(salt, initCode) })
  expect((await testClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  return create2Address(salt, initCode)
}

test('default: a true deployment verifies: every address derived, every immutable from the record', async () => {
  const results = await verifyDeployment(client, entry, build)
  expect(results.map((r) => [r.name, r.ok])).toEqual([
    ['StarToken', true],
    ['StarStaking', true],
    ['StarSale', true],
    ['StarClaim', true],
  ])
  expect(resultOf(results, 'claim').why).toBe("created by the recorded init code and salt; runtime code is the build's with its 11 immutables from the record")
})

describe('a claim deployed with another field, named in the record as if it were the recorded one', () => {
  const otherRoot = keccak256(toHex('another list'))
  test.each([
    ['merkleRoot', 1, otherRoot, (recorded: string) => `merkleRoot is ${otherRoot} on the chain; the recorded Merkle root is ${recorded}`],
    ['treasury', 3, accounts.dave.address, (recorded: string) => `treasury is ${accounts.dave.address} on the chain; the recorded treasury is ${recorded}`],
    ['deadline', 2, 'later', (recorded: string) => `deadline is ${BigInt(recorded) + 1n} on the chain; the recorded deadline is ${recorded}`],
  ] as const)('%s: verify names it, and the address the record does not create', async (_field, index, value, message) => {
    const args = [...entry.record.contracts.claim!.constructorArgs] as string[]
    const recorded = args[index]!
    const changed = [...args]
    changed[index] = value === 'later' ? String(BigInt(recorded) + 1n) : value
    const other = await create2(starClaimAbi, starClaimBytecode, [changed[0], changed[1], BigInt(changed[2]!), changed[3]], entry.record.salt)
    const lie = copy()
    lie.claim = other
    lie.record.contracts.claim!.address = other
    const claim = resultOf(await verifyDeployment(client, lie, build), 'claim')
    expect(claim.ok).toBe(false)
    expect(claim.why).toBe(`the recorded init code and salt create ${entry.claim}, not ${other}; ${message(recorded)}`)
  })
})

test('behavior: the same code and arguments at an address the recorded init code and salt do not create fail, naming both addresses', async () => {
  const recorded = entry.record.contracts.staking!
  const [token, owner, duration] = recorded.constructorArgs as [Address, Address, string]
  const elsewhere = await create2(starStakingAbi, starStakingBytecode, [token, owner, BigInt(duration)], keccak256(toHex('another salt')))
  expect(await testClient.getCode({ address: elsewhere })).toBe(await testClient.getCode({ address: recorded.address }))
  const lie = copy()
  lie.staking = elsewhere
  lie.record.contracts.staking!.address = elsewhere
  const staking = resultOf(await verifyDeployment(client, lie, build), 'staking')
  expect(staking).toMatchObject({ ok: false, why: `the recorded init code and salt create ${recorded.address}, not ${elsewhere}` })
})

test("behavior: a record naming another token for the sale fails on the sale's token and its address", async () => {
  const lie = copy()
  lie.record.contracts.sale!.constructorArgs[0] = accounts.alice.address
  const sale = resultOf(await verifyDeployment(client, lie, build), 'sale')
  expect(sale.ok).toBe(false)
  expect(sale.why).toMatch(new RegExp(`^the recorded init code and salt create 0x[0-9a-fA-F]{40}, not ${entry.sale}; token is ${entry.token} on the chain; the recorded token is ${accounts.alice.address}$`))
})

test('default: stardust-ops verify prints ok for each contract of a deployment without a Safe, and FAILED with the reason for a lie', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'verify-record-'))
  let files = 0
  const verify = async (entryToWrite: RecordEntry) => {
    const file = path.join(dir, `record-${++files}.json`)
    writeFileSync(file, JSON.stringify({ [chain.id]: entryToWrite }))
    const lines: string[] = []
    const code = await runOps(['verify', '--build', '--deployments', file], {}, (line) => lines.push(line), (line) => lines.push(line), transport)
    return { code, lines }
  }
  const truth = await verify(entry)
  expect(truth.code).toBe(0)
  expect(truth.lines.map((line) => line.split(' ')[0])).toEqual(['ok', 'ok', 'ok', 'ok'])
  const lie = copy()
  lie.record.contracts.claim!.constructorArgs[3] = accounts.dave.address
  const lying = await verify(lie)
  expect(lying.code).toBe(1)
  expect(lying.lines[3]).toMatch(new RegExp(`^FAILED  StarClaim     ${entry.claim}: the recorded init code and salt create 0x[0-9a-fA-F]{40}, not ${entry.claim}; treasury is ${accounts.carol.address} on the chain; the recorded treasury is ${accounts.dave.address}$`))
})

test('behavior: the address the site reads must be the recorded one', async () => {
  const lie = copy()
  lie.claim = entry.sale
  expect(resultOf(await verifyDeployment(client, lie, build), 'claim').why).toBe(`the site reads claim ${entry.sale}, not the recorded ${entry.claim}`)
})
