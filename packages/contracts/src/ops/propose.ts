import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { keccak256, toHex, type Account, type Address, type Chain, type Hex, type LocalAccount, type Transport, type WalletClient } from 'viem'
import type { OpsContext } from './context.js'
import { OpsRefusal } from './refusal.js'
import { collectSignatures, execTransactionArgs, safeAbi, safeTxHash, type SafeTransaction } from './safe.js'
import type { TaskPlan } from './tasks.js'
import { executeCalldata, operationId, operationOf, scheduleCalldata, type TimelockOperation } from './timelock.js'
import { transactionBuilderBatch } from './txBuilder.js'

/** A timelock operation waiting for its delay, written beside the batch file; `stardust-ops execute` reads it back. */
export type OperationFile = {
  chainId: number
  timelock: Address
  id: Hex
  task: string
  description: string
  calls: { to: Address; value: string; data: Hex; description: string }[]
  predecessor: Hex
  salt: Hex
}

export type Proposal = { safeTx: SafeTransaction; hash: Hex; batchFile: string; operationFile?: string | undefined; operation?: TimelockOperation | undefined; stage: 'schedule' | 'execute' | 'direct' }

const jsonFile = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`)
}

/** The Safe transaction for a stage, its hash (checked against the Safe's own getTransactionHash) and the batch file. */
async function writeSafeTransaction(ctx: OpsContext, name: string, description: string, to: Address, data: Hex, outDir: string, nonce?: bigint) {
  const safeTx: SafeTransaction = { to, value: 0n, data, nonce: nonce ?? (await ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'nonce' })) }
  const hash = safeTxHash(ctx.chainId, ctx.safe, safeTx)
  const onChain = await ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'getTransactionHash', args: [to, 0n, data, 0, 0n, 0n, 0n, `0x${'0'.repeat(40)}`, `0x${'0'.repeat(40)}`, safeTx.nonce] })
  if (onChain !== hash) throw new Error(`the Safe computes ${onChain} for this transaction, not ${hash}: is ${ctx.safe} a Safe?`)
  const batchFile = path.join(outDir, `${name}.safe-batch.json`)
  jsonFile(batchFile, transactionBuilderBatch(ctx.chainId, ctx.safe, name, description, [{ to, value: 0n, data }], Date.now()))
  return { safeTx, hash, batchFile }
}

/**
 * Turns a task into what the signers need: through the timelock, a Safe transaction that schedules the calls (and an
 * operation file for `execute` once the delay has passed); a direct task, a Safe transaction that makes the call.
 */
export async function propose(ctx: OpsContext, plan: TaskPlan, outDir: string, options: { nonce?: bigint; salt?: Hex } = {}): Promise<Proposal> {
  const stamp = `${plan.task}-${ctx.chainId}-${ctx.now}`
  if (plan.direct || !ctx.timelock) {
    if (plan.calls.length !== 1) throw new OpsRefusal('invalid_argument', `${plan.task} needs the timelock (several calls): the deployment names none`)
    const [only] = plan.calls
    const written = await writeSafeTransaction(ctx, stamp, plan.description, only!.to, only!.data, outDir, options.nonce)
    return { ...written, stage: 'direct' }
  }
  // The Safe's nonce makes the operation unique: the same task proposed twice is two operations, not one refused twice.
  const nonce = options.nonce ?? (await ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'nonce' }))
  const operation = operationOf(plan.calls, options.salt ?? keccak256(toHex(`${stamp}-${nonce}`)))
  const id = operationId(operation)
  const written = await writeSafeTransaction(ctx, `${stamp}-${nonce}-schedule`, `schedule: ${plan.description}`, ctx.timelock, scheduleCalldata(operation, ctx.delay), outDir, nonce)
  const operationFile = path.join(outDir, `${stamp}-${nonce}.operation.json`)
  const file: OperationFile = {
    chainId: ctx.chainId,
    timelock: ctx.timelock,
    id,
    task: plan.task,
    description: plan.description,
    calls: plan.calls.map((c) => ({ ...c, value: c.value.toString() })),
    predecessor: operation.predecessor,
    salt: operation.salt,
  }
  jsonFile(operationFile, file)
  return { ...written, operationFile, operation, stage: 'schedule' }
}

/** The Safe transaction that executes a scheduled operation (checked ready by the caller). */
export async function proposeExecution(ctx: OpsContext, file: OperationFile, outDir: string, options: { nonce?: bigint } = {}): Promise<Proposal> {
  const operation = operationOf(file.calls.map((c) => ({ ...c, value: BigInt(c.value) })), file.salt)
  const stamp = `${file.task}-${ctx.chainId}-${ctx.now}-execute`
  const written = await writeSafeTransaction(ctx, stamp, `execute: ${file.description}`, file.timelock, executeCalldata(operation), outDir, options.nonce)
  return { ...written, operation, stage: 'execute' }
}

/** Local chains only: the owners sign (EIP-712), and `executor` sends execTransaction. Returns the gas it took. */
export async function executeWithOwners(ctx: OpsContext, proposal: Proposal, owners: readonly LocalAccount[], executor: WalletClient<Transport, Chain | undefined, Account>) {
  const signatures = await collectSignatures(ctx.chainId, ctx.safe, proposal.safeTx, owners)
  const hash = await executor.writeContract({ address: ctx.safe, abi: safeAbi, functionName: 'execTransaction', args: execTransactionArgs(proposal.safeTx, signatures), chain: executor.chain ?? null })
  const receipt = await ctx.client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction ${hash} reverted`)
  return receipt
}
