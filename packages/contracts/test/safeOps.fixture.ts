// The whole operator's side on the in-process chain: a real 2-of-3 Safe, the contracts deployed by CREATE2 from a
// plan whose owner is that Safe behind a StarTimelock, and each task run as the signers would: the command's Safe
// transaction signed by two owners and executed, the timelock's delay passed, then the execution the same way.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseEther, type PublicClient, type TransactionReceipt } from 'viem'
import { buildAirdrop } from '../src/airdrop.js'
import { parsePlan } from '../src/deploy/plan.js'
import { planDeploy } from '../src/deploy/planSteps.js'
import { recordEntry, type RecordEntry } from '../src/deploy/record.js'
import { runPlanSteps, type StepResult } from '../src/deploy/runPlan.js'
import { readContext } from '../src/ops/context.js'
import { checkOperation } from '../src/ops/execute.js'
import { executeWithOwners, propose, proposeExecution, type OperationFile } from '../src/ops/propose.js'
import type { TaskArgs, TaskPlan } from '../src/ops/tasks.js'
import type { OpsContext } from '../src/ops/context.js'
import { accounts, chain, now, testClient, wallets } from './chain.js'
import { deploySafe, safeOwners } from './safe.js'
import { readFileSync } from 'node:fs'

export const DAY = 86_400n
export const MIN_DELAY = 2n * DAY
export const airdropEntries = [
  { account: accounts.bob.address, amount: parseEther('100') },
  { account: accounts.carol.address, amount: parseEther('250') },
]

export async function deployOperatedStardust() {
  const safe = await deploySafe()
  const t = await now()
  const iso = (s: bigint) => new Date(Number(s) * 1000).toISOString()
  const plan = parsePlan(
    {
      chainId: chain.id,
      supplyCap: '1000000',
      staking: { durationDays: 7, reward: '1000' },
      sale: { price: '0.001', start: iso(t + 10n * DAY), end: iso(t + 40n * DAY), totalCap: '10000', walletCap: '5000' },
      airdrop: { list: 'unused.csv', deadline: iso(t + 60n * DAY), treasury: safe },
      owner: safe,
      timelock: { minDelaySeconds: Number(MIN_DELAY) },
      salt: `test-${t}`,
    },
    'plan.json',
  )
  const airdrop = buildAirdrop(chain.id, airdropEntries)
  const deployer = wallets.deployer
  const deploy = planDeploy(testClient as unknown as PublicClient, plan, deployer.account.address, { root: airdrop.root, total: airdrop.total })
  const results = await runPlanSteps({ public: testClient as unknown as PublicClient, wallet: deployer }, deploy.steps)
  const entry: RecordEntry = recordEntry(plan, deployer.account.address, deploy, results, undefined, undefined)
  const record = { [chain.id]: entry }
  const outDir = mkdtempSync(path.join(tmpdir(), 'stardust-ops-'))
  const context = () => readContext(testClient as unknown as PublicClient, record)

  /** A task through the Safe and the timelock: schedule (2 signatures), wait the delay, execute (2 signatures). */
  async function runTask(task: (ctx: OpsContext, args: TaskArgs) => Promise<TaskPlan>, args: TaskArgs = {}) {
    const ctx = await context()
    const plan = await task(ctx, args)
    const scheduled = await propose(ctx, plan, outDir)
    const schedule = await executeWithOwners(ctx, scheduled, [safeOwners[0], safeOwners[2]], wallets.dave)
    if (scheduled.stage === 'direct') return { plan, schedule, execute: undefined as TransactionReceipt | undefined, scheduled }
    const operation = JSON.parse(readFileSync(scheduled.operationFile!, 'utf8')) as OperationFile
    await testClient.increaseTime({ seconds: Number(MIN_DELAY) })
    await testClient.mine({ blocks: 1 })
    const later = await context()
    await checkOperation(later, operation)
    const execution = await proposeExecution(later, operation, outDir)
    const execute = await executeWithOwners(later, execution, [safeOwners[1], safeOwners[0]], wallets.dave)
    return { plan, schedule, execute, scheduled }
  }
  return { safe, plan, entry, record, results: results as StepResult[], context, runTask, outDir }
}
