// What the chain holds from an account: the one truth a "never ask twice" test compares the page with.
import type { Address, Hash } from 'viem'
import { chainClient } from './chainAccess'

/** Every transaction `account` sent on the chain in blocks `fromBlock`..latest (mined only), oldest first. */
export async function sentFrom(chainId: 5000 | 42161, account: Address, fromBlock: bigint): Promise<{ hash: Hash; to: Address | null }[]> {
  const client = chainClient(chainId)
  const latest = await client.getBlockNumber()
  const found: { hash: Hash; to: Address | null }[] = []
  for (let number = fromBlock; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) if (tx.from.toLowerCase() === account.toLowerCase()) found.push({ hash: tx.hash, to: tx.to })
  }
  return found
}
