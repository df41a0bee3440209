import type { Address, Hash, PublicClient } from 'viem'
import type { SeenTransaction } from './intent'
import type { UnansweredRecord } from './unansweredRecords'

// The search lateAnswer.ts (single transactions) and lateBatch.ts (batches) share: an earlier request given up
// on may have gone out after all, found by the account's nonce and then among the node's waiting transactions
// and the blocks since.

const MAX_BLOCKS = 500n
/** Blocks read at once while looking back. */
const AT_ONCE = 10n
/** Requests older than this are not looked for: a wallet's forgotten prompt does not cost every later send a look back. */
export const LATE_ANSWER_WINDOW_MS = 86_400_000

/** What a search for late answers reads of each request: its nonce and block before it was asked. */
type Asked = Pick<UnansweredRecord, 'key' | 'nonce' | 'block'>

/**
 * The transaction of an earlier request that went out after all (`matches` says whether a transaction is that
 * request's, at or after its nonce), and that request's key; undefined when the account's nonce has not moved
 * past any of them (one read), or no such transaction waits in the node or lies in the blocks since the
 * earliest request (at most MAX_BLOCKS, newest first).
 */
export async function findLate<R extends Asked>(
  client: PublicClient,
  { account, lapsed, known, matches, onSearched }: {
    account: Address
    lapsed: readonly R[]
    known: ReadonlySet<string>
    matches: (tx: SeenTransaction, request: R) => boolean
    /** Called when nothing is found, with the requests whose blocks were read and the newest block read. */
    onSearched?: ((keys: readonly string[], head: bigint) => void) | undefined
  },
): Promise<{ hash: Hash; key: string } | undefined> {
  if (lapsed.length === 0) return undefined
  const nonceNow = await client.getTransactionCount({ address: account, blockTag: 'pending' })
  const moved = lapsed.filter((r) => nonceNow > r.nonce)
  if (moved.length === 0) return undefined
  const from = BigInt(Math.min(...moved.map((r) => r.block ?? Number.MAX_SAFE_INTEGER)))
  const matchIn = (transactions: readonly (SeenTransaction | Hash)[]) => {
    for (const tx of transactions) {
      if (typeof tx !== 'object' || known.has(tx.hash.toLowerCase())) continue
      // The request it answers: the latest one asked at or before its nonce.
      const requests = moved.filter((r) => r.nonce <= tx.nonce && matches(tx, r))
      if (requests.length > 0) return { hash: tx.hash, key: requests.reduce((a, b) => (a.nonce >= b.nonce ? a : b)).key }
    }
    return undefined
  }
  const waiting = await client.getBlock({ blockTag: 'pending', includeTransactions: true }).catch(() => undefined)
  const found = waiting && matchIn(waiting.transactions)
  if (found) return found
  const head = await client.getBlockNumber({ cacheTime: 0 })
  const oldest = from > head - MAX_BLOCKS ? from : head - MAX_BLOCKS
  for (let top = head; top >= oldest; top -= AT_ONCE) {
    const numbers: bigint[] = []
    for (let n = top; n >= oldest && n > top - AT_ONCE; n--) numbers.push(n)
    const blocks = await Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })))
    for (const block of blocks) {
      const match = matchIn(block.transactions)
      if (match) return match
    }
  }
  onSearched?.(moved.map((r) => r.key), head)
  return undefined
}

