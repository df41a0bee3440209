import { encodeFunctionData, type Address, type Hex } from 'viem'
import type { SentCall } from '../outcome/findSentTransaction'
import type { SeenTransaction } from './intent'

/**
 * What a batch request (wallet_sendCalls) is looked for by on chain: its last call, the one it is for (the
 * stake after its approval), whole: the contract and the exact calldata, arguments included. A batch has no
 * transaction of its own shape: the wallet may send its calls one by one, or run them all from the account's
 * code (an EIP-7702 delegation, a smart account) in one transaction whose calldata carries each call.
 */
export type BatchCall = { to: Address; data: Hex }

/** The last call of a batch the page is about to ask the wallet for. */
export function lastCallOf(calls: readonly SentCall[]): BatchCall {
  const call = calls.at(-1)!
  const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as Parameters<typeof encodeFunctionData>[0])
  return { to: call.address, data }
}

const isHex = (value: unknown, length?: number): value is Hex =>
  typeof value === 'string' && (length === undefined ? /^0x([0-9a-fA-F]{2}){4,2048}$/ : new RegExp(`^0x[0-9a-fA-F]{${length}}$`)).test(value)

/** Pure: a stored batch call, or false for anything malformed (foreign or old data). */
export const isBatchCall = (value: unknown): value is BatchCall => {
  const c = value as Partial<BatchCall> | null
  return typeof c === 'object' && c !== null && isHex(c.to, 40) && isHex(c.data)
}

const word = (hex: string) => hex.toLowerCase().padStart(64, '0')

/**
 * Pure: whether an execution's calldata carries `call` as one of its calls, the calldata whole and the
 * contract as its target, in either encoding account code uses: the ABI tuple `(address target, uint256
 * value, bytes data)` (ERC-7579 batch executions, as MetaMask's EIP-7702 delegator runs them, Coinbase
 * Smart Wallet's executeBatch, the test wallet's executor: target, value, offset 0x60, length, then the
 * data), or packed `target ‖ value ‖ data` (an ERC-7579 single execution). The calldata alone is not enough:
 * the approval before it names the staking contract too, so a stake sent to another contract never passes.
 */
export function embedsCall(input: Hex, call: BatchCall): boolean {
  const hex = input.slice(2).toLowerCase()
  const data = call.data.slice(2).toLowerCase()
  const to = call.to.slice(2).toLowerCase()
  const length = (data.length / 2).toString(16)
  for (let at = hex.indexOf(data); at !== -1; at = hex.indexOf(data, at + 1)) {
    if (at % 2 !== 0) continue // whole bytes only
    const tuple = at >= 256 && hex.slice(at - 256, at - 192) === word(to) && hex.slice(at - 128, at - 64) === word('60') && hex.slice(at - 64, at) === word(length)
    const packed = at >= 104 && hex.slice(at - 104, at - 64) === to
    if (tuple || packed) return true
  }
  return false
}

/**
 * Pure: whether `tx` carries the batch's last call: from the account, at or after the nonce read before the
 * request (a wallet may send queued transactions first), and either that very call (a wallet that sent the
 * calls one by one: to the contract, with the exact calldata) or an execution from the account carrying it
 * (embedsCall). Another amount, another contract or another account never matches.
 */
export function matchesBatchCall(tx: SeenTransaction, { account, nonce, call }: { account: Address; nonce: number; call: BatchCall }): boolean {
  if (tx.from.toLowerCase() !== account.toLowerCase() || tx.nonce < nonce) return false
  if (tx.to?.toLowerCase() === call.to.toLowerCase() && tx.input.toLowerCase() === call.data.toLowerCase()) return true
  return embedsCall(tx.input, call)
}
