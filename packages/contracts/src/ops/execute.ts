import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Abi, type Hex } from 'viem'
import { starClaimAbi } from '../generated/StarClaim.js'
import { starSaleAbi } from '../generated/StarSale.js'
import { starStakingAbi } from '../generated/StarStaking.js'
import { starTimelockAbi } from '../generated/StarTimelock.js'
import { starTokenAbi } from '../generated/StarToken.js'
import { when, type OpsContext } from './context.js'
import type { OperationFile } from './propose.js'
import { OpsRefusal } from './refusal.js'
import { OPERATION_STATES, executeCalldata, operationOf } from './timelock.js'

// Every contract's errors, so a refusal bubbling up through the timelock decodes by name.
const allErrors = [...starTokenAbi, ...starStakingAbi, ...starSaleAbi, ...starClaimAbi, ...starTimelockAbi].filter((item) => item.type === 'error') as Abi

/** Refuses an operation the timelock would not execute now, with the reason in words; then simulates it from the Safe. */
export async function checkOperation(ctx: OpsContext, file: OperationFile): Promise<void> {
  if (file.chainId !== ctx.chainId) throw new OpsRefusal('invalid_argument', `the operation is for chain ${file.chainId}, this is chain ${ctx.chainId}`)
  const state = OPERATION_STATES[await ctx.client.readContract({ address: file.timelock, abi: starTimelockAbi, functionName: 'getOperationState', args: [file.id] })]
  if (state === 'unset') throw new OpsRefusal('not_ready', `operation ${file.id} is not scheduled: the Safe has not executed its schedule transaction yet`)
  if (state === 'done') throw new OpsRefusal('nothing_to_do', `operation ${file.id} was already executed`)
  if (state === 'waiting') {
    const at = await ctx.client.readContract({ address: file.timelock, abi: starTimelockAbi, functionName: 'getTimestamp', args: [file.id] })
    // Ready from `at` on; the next block is at least one second after the latest.
    if (ctx.now + 1n < at) throw new OpsRefusal('not_ready', `the timelock's delay runs until ${when(at)}`)
  }
  const operation = operationOf(file.calls.map((c) => ({ ...c, value: BigInt(c.value) })), file.salt)
  try {
    await ctx.client.call({ account: ctx.safe, to: file.timelock, data: executeCalldata(operation) })
  } catch (error) {
    throw new OpsRefusal('invalid_argument', `the contracts would refuse it now: ${describeRevert(error)}`)
  }
}

/** A revert in words: the custom error's name and arguments, decoded against every Stardust contract. */
export function describeRevert(error: unknown): string {
  if (!(error instanceof BaseError)) return String(error)
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError && reverted.data) return `${reverted.data.errorName}(${(reverted.data.args ?? []).join(', ')})`
  const raw = (error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as { data?: string } | null)?.data
  if (raw && raw.startsWith('0x') && raw.length >= 10) {
    try {
      const decoded = decodeErrorResult({ abi: allErrors, data: raw as Hex })
      return `${decoded.errorName}(${(decoded.args ?? []).join(', ')})`
    } catch {
      // not one of ours
    }
  }
  return error.shortMessage
}
