import { encodeFunctionData, type Abi, type Address, type Hash, type PublicClient } from 'viem'

export type SentCall = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] | undefined; value?: bigint | undefined }

/**
 * Pure: whether a mined transaction is the call the page asked for (same target, calldata and value): a
 * wallet may set its own gas and fees, never another call.
 */
export function isSameCall(tx: { to: Address | null; input: `0x${string}`; value: bigint }, call: SentCall): boolean {
  const data = encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as Parameters<typeof encodeFunctionData>[0])
  return tx.to?.toLowerCase() === call.address.toLowerCase() && tx.input.toLowerCase() === data.toLowerCase() && tx.value === (call.value ?? 0n)
}

// The blocks looked through at most, oldest first: the transaction was mined soon after the request.
const MAX_BLOCKS = 500n

/**
 * The transaction `account` sent with `nonce`, looked for in blocks `fromBlock`..latest (the block before
 * the request): whether it is `call` or another one. Undefined when none is found (or a block cannot be read).
 */
export async function findSentTransaction(client: PublicClient, { account, nonce, fromBlock, call }: { account: Address; nonce: number; fromBlock: bigint; call: SentCall }): Promise<{ hash: Hash; same: boolean } | undefined> {
  try {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const last = latest < fromBlock + MAX_BLOCKS ? latest : fromBlock + MAX_BLOCKS
    for (let number = fromBlock; number <= last; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      const tx = block.transactions.find((t) => t.from.toLowerCase() === account.toLowerCase() && t.nonce === nonce)
      if (tx) return { hash: tx.hash, same: isSameCall(tx, call) }
    }
  } catch {
    // A block could not be read: nothing found.
  }
  return undefined
}
