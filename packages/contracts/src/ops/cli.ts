import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createPublicClient, createWalletClient, http, type PublicClient, type Transport } from 'viem'
import { readRecordFile } from '../deploy/record.js'
import { packageRoot } from '../node/packageRoot.js'
import { newAirdropRound } from './airdropRound.js'
import { readContext, when, type OpsContext } from './context.js'
import { checkOperation } from './execute.js'
import { executeWithOwners, propose, proposeExecution, type OperationFile, type Proposal } from './propose.js'
import { OpsRefusal } from './refusal.js'
import { localSigners } from './signers.js'
import { acceptOwnership, fundRewards, pauseSale, resumeSale, setPrice, setWindow, sweepAirdrop, withdrawProceeds, withdrawUnsold, type TaskArgs, type TaskPlan } from './tasks.js'
import { compileRuntime, lastBuild, verifyDeployment, type RuntimeBuild } from './verify.js'

export const TASKS: Record<string, (ctx: OpsContext, args: TaskArgs) => Promise<TaskPlan>> = {
  'accept-ownership': acceptOwnership,
  'fund-rewards': fundRewards,
  'set-price': setPrice,
  'set-window': setWindow,
  pause: pauseSale,
  resume: resumeSale,
  'withdraw-proceeds': withdrawProceeds,
  'withdraw-unsold': withdrawUnsold,
  'sweep-airdrop': sweepAirdrop,
  'new-airdrop-round': newAirdropRound,
}

export const USAGE = `usage: stardust-ops <command> [--option value …] --rpc <url> [--deployments <file>] [--out <dir>] [--nonce <n>]
  accept-ownership                       the timelock (or Safe) accepts token, staking and sale
  fund-rewards --amount <STAR>           mint and start a reward period
  set-price --price <native per STAR>    before the sale starts
  set-window --start <ISO> --end <ISO>   before the sale starts
  pause | resume                         the sale
  withdraw-proceeds [--to <address>]     native proceeds (default: the Safe)
  withdraw-unsold [--to <address>]       unsold STAR, once the sale has ended
  sweep-airdrop [--claim <address>]      unclaimed STAR to the treasury, from the deadline on
  new-airdrop-round --prepared <file> --deadline <ISO> [--treasury <address>]
  execute --operation <file>             run a scheduled operation once the timelock's delay has passed
  verify [--build]                       each address from the recorded init code and salt, each contract's code and
                                         immutables from the record and a build of contracts/ (--build: the last build)
  local chains only (chain id 31337 or 1337): --sign-with <file> [--executor-key <file>] collect the
  signatures of the owners whose keys the file holds (one a line) and execute`

function parseArgs(argv: readonly string[]): { command: string | undefined; options: Record<string, string> } {
  const [command, ...rest] = argv
  const options: Record<string, string> = {}
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!
    if (!flag.startsWith('--')) throw new OpsRefusal('invalid_argument', `unexpected "${flag}"`)
    const next = rest[i + 1]
    if (next === undefined || next.startsWith('--')) options[flag.slice(2)] = 'true'
    else options[flag.slice(2)] = rest[++i]!
  }
  return { command, options }
}

/** Runs one command; returns the exit code. Output goes to `print`, refusals to `fail`, in words. */
export async function runOps(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, print: (line: string) => void, fail: (line: string) => void, transport?: Transport): Promise<number> {
  try {
    const { command, options } = parseArgs(argv)
    if (!command || command === 'help' || command === '--help') {
      print(USAGE)
      return command ? 0 : 2
    }
    const rpc = options.rpc ?? env.STARDUST_OPS_RPC_URL
    if (!rpc && !transport) throw new OpsRefusal('invalid_argument', '--rpc <url> (or STARDUST_OPS_RPC_URL) names the chain')
    const client = createPublicClient({ transport: transport ?? http(rpc, { retryCount: 2 }), pollingInterval: 100 }) as PublicClient
    const recordFile = options.deployments ?? path.join(packageRoot ?? '.', 'deployments', 'deployments.json')
    const record = readRecordFile(recordFile)

    if (command === 'verify') {
      // Needs the record and the chain only: a deployment without a Safe is verified as well.
      const chainId = await client.getChainId()
      const entry = record[chainId]
      if (!entry) throw new OpsRefusal('no_deployment', `${recordFile} has no entry for chain ${chainId}`)
      const build: RuntimeBuild = options.build ? lastBuild(packageRoot!) : compileRuntime(packageRoot!)
      const results = await verifyDeployment(client, entry, build)
      for (const r of results) print(`${r.ok ? 'ok     ' : 'FAILED '} ${r.name.padEnd(13)} ${r.address}: ${r.why}`)
      return results.every((r) => r.ok) ? 0 : 1
    }

    const ctx = await readContext(client, record)
    const outDir = options.out ?? '.'
    // Checked before any file is written: a refused signer set leaves nothing behind.
    const signing = await localSigners(ctx, options)

    let proposal: Proposal
    let description: string
    if (command === 'execute') {
      if (!options.operation) throw new OpsRefusal('invalid_argument', '--operation must name the .operation.json file the task wrote')
      const file = JSON.parse(readFileSync(options.operation, 'utf8')) as OperationFile
      await checkOperation(ctx, file)
      proposal = await proposeExecution(ctx, file, outDir, { nonce: options.nonce ? BigInt(options.nonce) : undefined })
      description = `execute: ${file.description}`
    } else {
      const task = TASKS[command]
      if (!task) throw new OpsRefusal('invalid_argument', `unknown command "${command}"\n${USAGE}`)
      const plan = await task(ctx, options)
      proposal = await propose(ctx, plan, outDir, { nonce: options.nonce ? BigInt(options.nonce) : undefined })
      description = plan.description
      for (const c of plan.calls) print(`  call  ${c.to}  ${c.description}`)
    }
    print(`${description}`)
    print(`Safe ${ctx.safe} on chain ${ctx.chainId}, nonce ${proposal.safeTx.nonce}: Safe transaction hash ${proposal.hash}`)
    print(`Transaction Builder batch: ${proposal.batchFile}`)
    if (proposal.operationFile)
      print(`then, from ${when(ctx.now + ctx.delay)} on (the timelock's delay): stardust-ops execute --operation ${proposal.operationFile}`)

    if (signing) {
      const executor = createWalletClient({ account: signing.executor, transport: transport ?? http(rpc) })
      const receipt = await executeWithOwners(ctx, proposal, signing.owners, executor)
      print(`executed by ${signing.owners.length} owner signatures in block ${receipt.blockNumber}: gas ${receipt.gasUsed.toLocaleString('en-US')}`)
    }
    return 0
  } catch (error) {
    if (error instanceof OpsRefusal) {
      fail(`refused: ${error.message}`)
      return 1
    }
    fail(`stardust-ops: ${(error as Error).message}`)
    return 1
  }
}
