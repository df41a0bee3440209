import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createPublicClient, createWalletClient, defineChain, formatEther, http, type Address, type Hex, type Transport } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DeployError } from '../errors.js'
import { parsePlan } from '../deploy/plan.js'
import { planDeploy } from '../deploy/planSteps.js'
import { readRecordFile, recordEntry, writeRecordEntry, type DeploymentRecord, type RecordEntry } from '../deploy/record.js'
import { runPlanSteps, type StepResult } from '../deploy/runPlan.js'
import { writeExplorerInput } from './explorerInput.js'
import { forkChain } from './forkChain.js'
import { packageRoot } from './packageRoot.js'
import { prepareAirdropFile } from './preparedAirdropFile.js'

export type DeployFromPlanParameters = {
  planFile: string
  rpcUrl: string
  deployerKey: Hex
  /** Runs every transaction on a fork of the chain and prints its gas; nothing is sent, nothing is recorded. */
  dryRun?: boolean | undefined
  /** The deployments record to merge this chain's entry into (the site reads it as STARDUST_DEPLOYMENTS_FILE). */
  recordFile: string
  log?: ((line: string) => void) | undefined
}

export type DeployFromPlanReturnType = { entry: RecordEntry; results: StepResult[]; sent: number; recordChanged: boolean }

/**
 * Deploys a plan by CREATE2 (same addresses on every chain for the same plan and deployer), skipping every step the
 * chain already has: a second run sends nothing and says so. Writes the chain's entry into the deployments record.
 */
export async function deployFromPlan({ planFile, rpcUrl, deployerKey, dryRun = false, recordFile, log = () => {} }: DeployFromPlanParameters): Promise<DeployFromPlanReturnType> {
  let text: string
  try {
    text = readFileSync(planFile, 'utf8')
  } catch (cause) {
    throw new DeployError('deploy_invalid_options', `${planFile}: cannot be read`, { cause })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new DeployError('deploy_invalid_options', `${planFile}: is not JSON (${(cause as Error).message})`, { cause })
  }
  const plan = parsePlan(json, planFile)
  const real = createPublicClient({ transport: http(rpcUrl, { retryCount: 3 }) })
  const chainId = await real.getChainId().catch((cause: unknown) => {
    throw new DeployError('deploy_failed', `deploy: cannot reach ${rpcUrl}: ${(cause as Error).message.split('\n')[0]}`, { cause })
  })
  if (plan.chainId !== chainId)
    throw new DeployError('deploy_invalid_options', `${planFile}: chainId ${plan.chainId} but ${rpcUrl} is chain ${chainId} (refusing to deploy to the wrong chain)`)
  const deployer = privateKeyToAccount(deployerKey)

  let airdrop: DeploymentRecord['airdrop']
  if (plan.airdrop) {
    const planDir = path.dirname(path.resolve(planFile))
    const out = path.join(planDir, `airdrop-${chainId}.airdrop`)
    const figures = prepareAirdropFile({ list: path.resolve(planDir, plan.airdrop.list), listName: plan.airdrop.list, chainId, out })
    log(`${plan.airdrop.list}: ${figures.count} recipients prepared, root ${figures.root}, written to ${path.basename(out)}`)
    airdrop = {
      root: figures.root,
      total: figures.total.toString(),
      count: figures.count,
      preparation: path.relative(path.dirname(path.resolve(recordFile)), out),
      sha256: createHash('sha256').update(readFileSync(out)).digest('hex'),
      deadline: new Date(Number(plan.airdrop.deadline) * 1000).toISOString(),
      treasury: plan.airdrop.treasury,
    }
  }

  const chain = defineChain({ id: chainId, name: `chain ${chainId}`, nativeCurrency: { name: 'native', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  let transport: Transport = http(rpcUrl, { retryCount: 3 })
  let account: Address | ReturnType<typeof privateKeyToAccount> = deployer
  if (dryRun) {
    const fork = await forkChain(rpcUrl, chainId)
    await fork.impersonate(deployer.address)
    transport = fork.transport
    account = deployer.address // the fork signs for it (impersonation): the key is not used in a dry run
  }
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 100 })
  const wallet = createWalletClient({ account: account as never, chain, transport })
  const airdropSummary = airdrop && { root: airdrop.root, total: BigInt(airdrop.total) }
  const deploy = planDeploy(publicClient, plan, deployer.address, airdropSummary)
  const prefix = dryRun ? 'would send' : 'sent'
  const results = await runPlanSteps({ public: publicClient, wallet }, deploy.steps, (r) =>
    log(r.status === 'unchanged' ? `unchanged   ${r.step}` : `${prefix.padEnd(11)} ${r.step}: gas ${r.gasUsed?.toLocaleString('en-US')}${r.to ? ` (to ${r.to})` : ''}`),
  )
  const sentResults = results.filter((r) => r.status === 'sent')
  const gas = sentResults.reduce((sum, r) => sum + (r.gasUsed ?? 0n), 0n)
  if (sentResults.length === 0) log(`nothing to do: all ${results.length} steps are already on chain ${chainId}; nothing was sent`)
  else {
    const price = await real.getGasPrice()
    log(`${dryRun ? 'would send' : 'sent'} ${sentResults.length} transactions, ${gas.toLocaleString('en-US')} gas in all (about ${formatEther(gas * price)} native at the current gas price)${dryRun ? '; nothing was sent' : ''}`)
  }
  const previous = readRecordFile(recordFile)[chainId]
  const entry = recordEntry(plan, deployer.address, deploy, results, previous, airdrop)
  const recordChanged = dryRun ? false : writeRecordEntry(recordFile, entry)
  if (!dryRun) {
    log(recordChanged ? `wrote chain ${chainId} to ${recordFile}` : `${recordFile}: chain ${chainId} unchanged`)
    // What an explorer or Sourcify needs to verify the source, beside the record (see README "Explorer input").
    if (packageRoot) log(`explorer input for chain ${chainId}: ${writeExplorerInput(packageRoot, path.dirname(path.resolve(recordFile)), entry)}`)
  }
  return { entry, results, sent: sentResults.length, recordChanged }
}
