import { encodeAbiParameters, encodeFunctionData, keccak256, zeroHash, type Address, type Hex } from 'viem'
import { starTimelockAbi } from '../generated/StarTimelock.js'

/** One timelock operation: calls that run together once the delay has passed (OpenZeppelin's scheduleBatch). */
export type TimelockOperation = { targets: Address[]; values: bigint[]; payloads: Hex[]; predecessor: Hex; salt: Hex }

export const operationOf = (calls: readonly { to: Address; value: bigint; data: Hex }[], salt: Hex): TimelockOperation => ({
  targets: calls.map((c) => c.to),
  values: calls.map((c) => c.value),
  payloads: calls.map((c) => c.data),
  predecessor: zeroHash,
  salt,
})

/** The operation's id, as the timelock's hashOperationBatch computes it. */
export const operationId = (op: TimelockOperation): Hex =>
  keccak256(
    encodeAbiParameters([{ type: 'address[]' }, { type: 'uint256[]' }, { type: 'bytes[]' }, { type: 'bytes32' }, { type: 'bytes32' }], [op.targets, op.values, op.payloads, op.predecessor, op.salt]),
  )

export const scheduleCalldata = (op: TimelockOperation, delay: bigint): Hex =>
  encodeFunctionData({ abi: starTimelockAbi, functionName: 'scheduleBatch', args: [op.targets, op.values, op.payloads, op.predecessor, op.salt, delay] })

export const executeCalldata = (op: TimelockOperation): Hex =>
  encodeFunctionData({ abi: starTimelockAbi, functionName: 'executeBatch', args: [op.targets, op.values, op.payloads, op.predecessor, op.salt] })

/** OpenZeppelin's OperationState: Unset, Waiting, Ready, Done. */
export const OPERATION_STATES = ['unset', 'waiting', 'ready', 'done'] as const
