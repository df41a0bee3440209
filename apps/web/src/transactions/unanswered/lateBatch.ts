import type { Address, Hash, PublicClient } from 'viem'
import { siteBatchRecords } from '../batch/batchRecords'
import { siteTxRecords } from '../siteTxRecords'
import { matchesBatchCall } from './batchCall'
import { findLate, LATE_ANSWER_WINDOW_MS } from './findLate'
import { siteUnansweredRecords, type UnansweredRecord } from './unansweredRecords'

// A batch request (approve + stake in one wallet_sendCalls) given up on, as a single transaction's can be
// (lateAnswer.ts): the asking tab closed or reloaded with the wallet's prompt open, or the wallet answered with an
// error and nothing showed within the quiet window. The wallet may still confirm it; the wallet's id went to
// no page, so the chain tells: once the account's nonce has moved past the request, a transaction from the
// account carrying its last call (the stake, whole: contract and calldata, so its amount) is looked for,
// waiting or in the blocks since (findLate.ts). Found, it is followed instead of asking for the stake again.

/** A batch request as lapsedBatches keeps it: its last call and block are there. */
export type LapsedBatch = UnansweredRecord & Required<Pick<UnansweredRecord, 'lastCall' | 'block'>>

export type LapsedBatchParameters = { action: string; chainId: number; account: Address; now?: number }

/**
 * Pure: the earlier batch requests of this action (same action, chain and account), asked within the window,
 * settled without their effect found (`done`: the stake showed, nothing is left to find). A request whose
 * approval alone showed (`first-step`) stays: its stake may yet go out.
 */
export function lapsedBatches(records: readonly UnansweredRecord[], { action, chainId, account, now = Date.now() }: LapsedBatchParameters): LapsedBatch[] {
  return records.filter(
    (r): r is LapsedBatch =>
      r.status !== 'pending' && now - r.addedAt < LATE_ANSWER_WINDOW_MS && r.finding !== 'done' && r.action === action && r.chainId === chainId &&
      r.account.toLowerCase() === account.toLowerCase() && r.intent === undefined && r.lastCall !== undefined && r.block !== undefined,
  )
}

/** The transaction of an earlier batch request (lapsedBatches) that went out after all, and that request's key. */
export function findLateBatch(
  client: PublicClient,
  { account, lapsed, known, onSearched }: { account: Address; lapsed: readonly LapsedBatch[]; known: ReadonlySet<string>; onSearched?: ((keys: readonly string[], head: bigint) => void) | undefined },
): Promise<{ hash: Hash; key: string } | undefined> {
  return findLate(client, { account, lapsed, known, onSearched, matches: (tx, r) => matchesBatchCall(tx, { account, nonce: r.nonce, call: r.lastCall }) })
}

/** The hashes this browser already follows as its own: a later batch or transaction of the same call is no late answer. */
export function knownHashes(): Set<string> {
  const sent = siteTxRecords().all().flatMap((r) => [r.hash, ...(r.replacedBy ? [r.replacedBy] : [])])
  const batches = siteBatchRecords().all().flatMap((r) => r.hashes ?? [])
  return new Set([...sent, ...batches].map((hash) => hash.toLowerCase()))
}

/** What a flow follows instead of asking: the earlier request's transaction and the words it was asked with. */
export type AdoptedBatch = { hash: Hash; description: string }

/**
 * The flows' check before they ask the wallet for this action again (findLateBatch over this browser's records):
 * an earlier batch request's transaction that went out after all, its record then taken over by the transaction
 * record the flow writes; undefined (ask the wallet) when there is none, or the chain cannot be read. `only`
 * narrows the requests looked for (the transaction flow: batches whose last call is the one it is about to send).
 */
export async function adoptLateBatch(client: PublicClient, parameters: LapsedBatchParameters & { only?: (request: LapsedBatch) => boolean }): Promise<AdoptedBatch | undefined> {
  const records = siteUnansweredRecords()
  const lapsed = lapsedBatches(records.all(), parameters).filter(parameters.only ?? (() => true))
  if (lapsed.length === 0) return undefined
  // Blocks read once are not read again, as for single transactions (lateAnswer.ts).
  const onSearched = (keys: readonly string[], head: bigint) => keys.forEach((key) => records.searched(key, Number(head) + 1))
  const found = await findLateBatch(client, { account: parameters.account, lapsed, known: knownHashes(), onSearched }).catch(() => undefined)
  const request = found && lapsed.find((r) => r.key === found.key)
  if (!found || !request) return undefined
  records.answered(found.key)
  return { hash: found.hash, description: request.description }
}
