import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
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

const json = (value: unknown) => `${JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`

/**
 * Writes each `<name><suffix>` file as new (exclusive create): when any of them is already there (the same task
 * proposed twice in one block, or by two operators at once), the next free `<name>-2`, `<name>-3`… is taken for all
 * of them, so two proposals never write over each other's files. Returns the paths written, by suffix.
 */
export function writeNewFiles(outDir: string, name: string, files: Readonly<Record<string, unknown>>): Record<string, string> {
  mkdirSync(outDir, { recursive: true })
  for (let n = 1; ; n++) {
    const stem = path.join(outDir, n === 1 ? name : `${name}-${n}`)
    const paths = Object.fromEntries(Object.keys(files).map((suffix) => [suffix, `${stem}${suffix}`]))
    if (Object.values(paths).some((file) => existsSync(file))) continue
    const written: string[] = []
    try {
      for (const [suffix, value] of Object.entries(files)) {
        writeFileSync(paths[suffix]!, json(value), { flag: 'wx' })
        written.push(paths[suffix]!)
      }
      return paths
    } catch (error) {
      // Another writer took this name between the check and the write: leave its files, take the next name.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      for (const file of written) rmSync(file, { force: true })
    }
  }
}

/** The Safe transaction for a stage, its hash (checked against the Safe's own getTransactionHash) and its batch. */
async function safeTransaction(ctx: OpsContext, name: string, description: string, to: Address, data: Hex, nonce?: bigint) {
  const safeTx: SafeTransaction = { to, value: 0n, data, nonce: nonce ?? (await ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'nonce' })) }
  const hash = safeTxHash(ctx.chainId, ctx.safe, safeTx)
  const onChain = await ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'getTransactionHash', args: [to, 0n, data, 0, 0n, 0n, 0n, `0x${'0'.repeat(40)}`, `0x${'0'.repeat(40)}`, safeTx.nonce] })
  if (onChain !== hash) throw new Error(`the Safe computes ${onChain} for this transaction, not ${hash}: is ${ctx.safe} a Safe?`)
  return { safeTx, hash, batch: transactionBuilderBatch(ctx.chainId, ctx.safe, name, description, [{ to, value: 0n, data }], Date.now()) }
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
    const { batch, ...tx } = await safeTransaction(ctx, stamp, plan.description, only!.to, only!.data, options.nonce)
    const written = writeNewFiles(outDir, stamp, { '.safe-batch.json': batch })
    return { ...tx, batchFile: written['.safe-batch.json']!, stage: 'direct' }
  }
  // The Safe's nonce makes the operation unique: the same task proposed twice is two operations, not one refused twice.
  const nonce = options.nonce ?? (await ctx.client.readContract({ address: ctx.safe, abi: safeAbi, functionName: 'nonce' }))
  const operation = operationOf(plan.calls, options.salt ?? keccak256(toHex(`${stamp}-${nonce}`)))
  const id = operationId(operation)
  const { batch, ...tx } = await safeTransaction(ctx, `${stamp}-${nonce}-schedule`, `schedule: ${plan.description}`, ctx.timelock, scheduleCalldata(operation, ctx.delay), nonce)
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
  const written = writeNewFiles(outDir, `${stamp}-${nonce}`, { '-schedule.safe-batch.json': batch, '.operation.json': file })
  return { ...tx, batchFile: written['-schedule.safe-batch.json']!, operationFile: written['.operation.json']!, operation, stage: 'schedule' }
}

/** The Safe transaction that executes a scheduled operation (checked ready by the caller). */
export async function proposeExecution(ctx: OpsContext, file: OperationFile, outDir: string, options: { nonce?: bigint } = {}): Promise<Proposal> {
  const operation = operationOf(file.calls.map((c) => ({ ...c, value: BigInt(c.value) })), file.salt)
  const stamp = `${file.task}-${ctx.chainId}-${ctx.now}-execute`
  const { batch, ...tx } = await safeTransaction(ctx, stamp, `execute: ${file.description}`, file.timelock, executeCalldata(operation), options.nonce)
  const written = writeNewFiles(outDir, stamp, { '.safe-batch.json': batch })
  return { ...tx, batchFile: written['.safe-batch.json']!, operation, stage: 'execute' }
}

/** Local chains only: the owners sign (EIP-712), and `executor` sends execTransaction. Returns the gas it took. */
export async function executeWithOwners(ctx: OpsContext, proposal: Proposal, owners: readonly LocalAccount[], executor: WalletClient<Transport, Chain | undefined, Account>) {
  const signatures = await collectSignatures(ctx.chainId, ctx.safe, proposal.safeTx, owners)
  const hash = await executor.writeContract({ address: ctx.safe, abi: safeAbi, functionName: 'execTransaction', args: execTransactionArgs(proposal.safeTx, signatures), chain: executor.chain ?? null })
  const receipt = await ctx.client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction ${hash} reverted`)
  return receipt
}
