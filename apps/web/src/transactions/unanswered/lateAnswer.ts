import type { Address, Hash, PublicClient } from 'viem'
import { findLate, LATE_ANSWER_WINDOW_MS } from './findLate'
import { matchesIntent, type Intent } from './intent'
import { adoptLateBatch, knownHashes, type LapsedBatch } from './lateBatch'
import { siteUnansweredRecords, type UnansweredRecord } from './unansweredRecords'

// A request the wallet never answered, given up on (nothing went out within the quiet window, another
// transaction did, or the asking tab went): the action is offered again, yet the wallet's prompt may still be
// open and be confirmed later. A second send would then stake or buy twice. So before asking the wallet for the
// same call again, the chain is read for the earlier request (findLate.ts): once the account's nonce has moved
// past it, its transaction is looked for among the node's waiting ones and in the blocks since. Found, it is
// followed instead of asking again. Batches have their own records and match (lateBatch.ts).

export { LATE_ANSWER_WINDOW_MS } from './findLate'

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
  /** Called when nothing is found with the requests whose blocks were read, and the newest block read. */
  onSearched?: (keys: readonly string[], head: bigint) => void
}

/** findLate for single transactions (lapsedRequests' answer): from the account, at or after the nonce, to the intent's contract and function. */
export function findLateAnswer(client: PublicClient, { account, lapsed, known, onSearched }: FindLateAnswerParameters): Promise<{ hash: Hash; key: string } | undefined> {
  return findLate(client, { account, lapsed, known, onSearched, matches: (tx, r) => matchesIntent(tx, { account, nonce: r.nonce, intent: r.intent! }) })
}

/**
 * The transaction flow's check before it asks the wallet for `intent` (findLateAnswer over this browser's records):
 * the hash of an earlier request's transaction that went out after all, its record then taken over by the
 * transaction record the flow writes; undefined (ask the wallet) when there is none, or the chain cannot be read.
 * An earlier batch whose last call is this very one (its approval went through, the stake alone is asked now)
 * is looked for too: `batch` then names it, in the words it was asked with.
 */
export async function adoptLateAnswer(client: PublicClient, parameters: LapsedParameters): Promise<{ hash: Hash; batch?: string } | undefined> {
  const { intent } = parameters
  const sameCall = (request: LapsedBatch) => request.lastCall.to.toLowerCase() === intent.to.toLowerCase() && request.lastCall.data.slice(0, 10).toLowerCase() === intent.selector.toLowerCase()
  const batch = await adoptLateBatch(client, { ...parameters, only: sameCall })
  if (batch) return { hash: batch.hash, batch: batch.description }
  const records = siteUnansweredRecords()
  const lapsed = lapsedRequests(records.all(), parameters)
  if (lapsed.length === 0) return undefined
  // Blocks read once are not read again: a later look costs only the blocks since, and a transaction this browser
  // knew as its own when it was read is never taken for a late answer once its record is trimmed away.
  const onSearched = (keys: readonly string[], head: bigint) => keys.forEach((key) => records.searched(key, Number(head) + 1))
  const found = await findLateAnswer(client, { account: parameters.account, lapsed, known: knownHashes(), onSearched }).catch(() => undefined)
  if (!found) return undefined
  records.answered(found.key)
  return { hash: found.hash }
}
