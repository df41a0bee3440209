import type { Address, Hash, PublicClient } from 'viem'
import { siteTxRecords } from '../siteTxRecords'
import { matchesIntent, type Intent, type SeenTransaction } from './intent'
import { siteUnansweredRecords, type UnansweredRecord } from './unansweredRecords'

// A request the wallet never answered, given up on (nothing went out within the quiet window, another
// transaction did, or the asking tab went): the action is offered again, yet the wallet's prompt may still be
// open and be confirmed later. A second send would then stake or buy twice. So before asking the wallet for the
// same call again, the chain is read for the earlier request: once the account's nonce has moved past it, its
// transaction is looked for in the blocks since (at most MAX_BLOCKS, newest first) and among the node's waiting
// ones. Found, it is followed instead of asking again.

const MAX_BLOCKS = 500n
/** Blocks read at once while looking back. */
const AT_ONCE = 10n
/** Requests older than this are not looked for: a wallet's forgotten prompt does not cost every later send a look back. */
export const LATE_ANSWER_WINDOW_MS = 86_400_000

export type LapsedParameters = { action: string; chainId: number; account: Address; intent: Intent; now?: number }

/** Pure: the earlier requests of this very call (same action, chain, account, contract and function), asked within the window, that settled without a transaction of theirs found. */
export function lapsedRequests(records: readonly UnansweredRecord[], { action, chainId, account, intent, now = Date.now() }: LapsedParameters): UnansweredRecord[] {
  return records.filter(
    (r) =>
      r.status !== 'pending' && now - r.addedAt < LATE_ANSWER_WINDOW_MS && r.finding !== 'done' && r.finding !== 'first-step' && r.action === action && r.chainId === chainId &&
      r.account.toLowerCase() === account.toLowerCase() && r.block !== undefined && r.intent !== undefined &&
      r.intent.to.toLowerCase() === intent.to.toLowerCase() && r.intent.selector.toLowerCase() === intent.selector.toLowerCase(),
  )
}

export type FindLateAnswerParameters = {
  account: Address
  /** lapsedRequests' answer. */
  lapsed: readonly UnansweredRecord[]
  /** Hashes this browser already knows as its own (the transaction records): a later send of the same call is not a late answer. */
  known: ReadonlySet<string>
}

/**
 * The transaction of an earlier request (lapsedRequests) that went out after all, and that request's key; undefined
 * when the account's nonce has not moved past any of them (one read), or no such transaction is found.
 */
export async function findLateAnswer(client: PublicClient, { account, lapsed, known }: FindLateAnswerParameters): Promise<{ hash: Hash; key: string } | undefined> {
  if (lapsed.length === 0) return undefined
  const nonceNow = await client.getTransactionCount({ address: account, blockTag: 'pending' })
  const moved = lapsed.filter((r) => nonceNow > r.nonce)
  if (moved.length === 0) return undefined
  const earliest = moved.reduce((a, b) => (a.nonce <= b.nonce ? a : b))
  const from = BigInt(Math.min(...moved.map((r) => r.block ?? Number.MAX_SAFE_INTEGER)))
  const matchIn = (transactions: readonly (SeenTransaction | Hash)[]) => {
    const tx = transactions.find(
      (t): t is SeenTransaction => typeof t === 'object' && !known.has(t.hash.toLowerCase()) && matchesIntent(t, { account, nonce: earliest.nonce, intent: earliest.intent! }),
    )
    // The request it answers: the latest one asked at or before its nonce.
    const request = tx && moved.filter((r) => r.nonce <= tx.nonce).reduce((a, b) => (a.nonce >= b.nonce ? a : b))
    return tx && request ? { hash: tx.hash, key: request.key } : undefined
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
  return undefined
}

/**
 * The transaction flow's check before it asks the wallet for `intent` (findLateAnswer over this browser's records):
 * the hash of an earlier request's transaction that went out after all, its record then taken over by the
 * transaction record the flow writes; undefined (ask the wallet) when there is none, or the chain cannot be read.
 */
export async function adoptLateAnswer(client: PublicClient, parameters: LapsedParameters): Promise<Hash | undefined> {
  const records = siteUnansweredRecords()
  const lapsed = lapsedRequests(records.all(), parameters)
  if (lapsed.length === 0) return undefined
  const known = new Set(siteTxRecords().all().flatMap((r) => [r.hash.toLowerCase(), ...(r.replacedBy ? [r.replacedBy.toLowerCase()] : [])]))
  const found = await findLateAnswer(client, { account: parameters.account, lapsed, known }).catch(() => undefined)
  if (!found) return undefined
  records.answered(found.key)
  return found.hash
}
