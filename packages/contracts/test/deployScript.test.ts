// scripts/deploy.mjs, the public-chain deploy, run as an operator would against a node on Mantle's chain id.
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseDeployments } from '../src/deployments.js'
import { starClaimAbi } from '../src/generated/StarClaim.js'
import { starSaleAbi } from '../src/generated/StarSale.js'
import { starTokenAbi } from '../src/generated/StarToken.js'
import { openPreparedAirdrop } from '../src/node/preparedAirdropFile.js'
import { startLocalChain, type LocalChain } from '../src/node/startLocalChain.js'
import { keys } from './chain.js'

const run = promisify(execFile)
const script = fileURLToPath(new URL('../scripts/deploy.mjs', import.meta.url))
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url))
let chain: LocalChain
let dir: string

beforeAll(async () => {
  chain = await startLocalChain({ chainId: 5000 })
  dir = mkdtempSync(path.join(tmpdir(), 'deploy-'))
  for (const file of ['deploy-plan.json', 'airdrop-list.csv']) copyFileSync(path.join(fixtures, file), path.join(dir, file))
})
afterAll(async () => {
  await chain.stop()
})

const deploy = (env: Record<string, string>, plan = path.join(dir, 'deploy-plan.json')) =>
  run(process.execPath, [script, plan], { env: { ...process.env, STARDUST_DEPLOY_RPC_URL: chain.url, STARDUST_DEPLOYER_KEY: keys.deployer, ...env } })

// Each test runs the script in its own node process (a few seconds on a loaded machine).
describe('scripts/deploy.mjs', { timeout: 60_000 }, () => {
  test('default: deploys from the plan and prints an entry STARDUST_DEPLOYMENTS accepts', async () => {
    const { stdout } = await deploy({})
    const deployment = parseDeployments(JSON.parse(stdout), 'stdout')[5000]!
    expect(deployment.airdropList).toBe('airdrop-5000.airdrop')
    const client = createPublicClient({ transport: http(chain.url) })
    expect(await client.readContract({ address: deployment.token, abi: starTokenAbi, functionName: 'pendingOwner' })).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906')
    expect(await client.readContract({ address: deployment.sale!, abi: starSaleAbi, functionName: 'price' })).toBe(parseEther('0.5'))
    expect(await client.readContract({ address: deployment.token, abi: starTokenAbi, functionName: 'balanceOf', args: [deployment.claim!] })).toBe(parseEther('3500'))
    // The preparation written beside the plan is what was deployed: its root is the contract's.
    const prepared = openPreparedAirdrop(path.join(dir, deployment.airdropList!))
    expect(await client.readContract({ address: deployment.claim!, abi: starClaimAbi, functionName: 'merkleRoot' })).toBe(prepared.root)
    expect([prepared.count, prepared.total]).toEqual([2, parseEther('3500')])
    expect(prepared.proofOf('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')?.amount).toBe(parseEther('2500'))
    prepared.close()
    expect(await client.readContract({ address: deployment.claim!, abi: starClaimAbi, functionName: 'isClaimed', args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })).toBe(false)
  })

  test('behavior: a plan for another chain is refused before anything is sent', async () => {
    const error = (await deploy({ STARDUST_DEPLOY_RPC_URL: chain.url }, path.join(fixtures, 'deploy-plan-arbitrum.json')).catch((e: unknown) => e)) as { code: number; stderr: string }
    expect(error.code).toBe(1)
    expect(error.stderr).toContain('chainId 42161 but')
    expect(error.stderr).toContain('is chain 5000 (refusing to deploy to the wrong chain)')
  })

  test('behavior: a bad list row is refused by file and line before anything is sent', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'deploy-bad-'))
    copyFileSync(path.join(fixtures, 'deploy-plan.json'), path.join(bad, 'deploy-plan.json'))
    const [header, first] = readFileSync(path.join(fixtures, 'airdrop-list.csv'), 'utf8').split('\n')
    writeFileSync(path.join(bad, 'airdrop-list.csv'), `${header}\n${first}\n${first!.toLowerCase()}\n`)
    const error = (await deploy({}, path.join(bad, 'deploy-plan.json')).catch((e: unknown) => e)) as { code: number; stderr: string }
    expect(error.code).toBe(1)
    expect(error.stderr).toContain('airdrop-list.csv:3: ')
    expect(error.stderr).toContain('already entry 1')
    expect(existsSync(path.join(bad, 'airdrop-5000.airdrop'))).toBe(false)
  })

  test('parameters: a missing key is refused', async () => {
    const error = (await deploy({ STARDUST_DEPLOYER_KEY: '' }).catch((e: unknown) => e)) as { code: number; stderr: string }
    expect(error.code).toBe(1)
    expect(error.stderr).toContain('STARDUST_DEPLOYER_KEY must be a 0x-prefixed 32-byte private key')
  })
})
