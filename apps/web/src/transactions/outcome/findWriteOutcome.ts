import type { Address, Hash, PublicClient } from 'viem'
import { RECEIPT_TIMEOUT_MS, UNCLEAR_QUIET_MS } from '../constants'
import { findSentTransaction, type SentCall } from './findSentTransaction'
import type { SendErrorKind } from './sendErrorKind'
import { watchOutcome } from './watchOutcome'

/**
 * What became of a transaction request the wallet failed without a refusal: `sent` (the chain holds this
 * very call from the account: follow it), `unsent` (the wallet said it cannot, and nothing left the
 * account), `other` (a transaction went out from the account, but not this call), `in-flight` (one still
 * waits for a block at the end of the receipt wait), `nothing-seen` (nothing from the account meanwhile).
 */
export type WriteOutcome = { kind: 'sent'; hash: Hash } | { kind: 'unsent' | 'other' | 'in-flight' | 'nothing-seen' }

export type FindWriteOutcomeParameters = {
  client: PublicClient
  account: Address
  error: SendErrorKind
  /** The account's pending nonce and the latest block, read just before the request; undefined when unreadable. */
  before: { nonce: number; block: bigint } | undefined
  call: SentCall
  intervalMs: number
}

/** Watches the account (watchOutcome) until the chain says, then finds the transaction by its nonce. */
export async function findWriteOutcome({ client, account, error, before, call, intervalMs }: FindWriteOutcomeParameters): Promise<WriteOutcome> {
  const verdict = await watchOutcome({
    client,
    account,
    nonceBefore: before?.nonce,
    error,
    until: ['unsent', 'went-out'],
    intervalMs,
    quietMs: UNCLEAR_QUIET_MS,
    timeoutMs: RECEIPT_TIMEOUT_MS,
  })
  if (verdict === 'unsent') return { kind: 'unsent' }
  if (verdict === 'went-out' && before) {
    const sent = await findSentTransaction(client, { account, nonce: before.nonce, fromBlock: before.block, call })
    return sent?.same ? { kind: 'sent', hash: sent.hash } : { kind: 'other' }
  }
  return { kind: verdict === 'in-flight' ? 'in-flight' : verdict === 'went-out' ? 'other' : 'nothing-seen' }
}

/**
 * While the wallet has not answered: resolves with the hash once the account's transaction of the nonce
 * read before the request is mined and is this very call; never resolves otherwise (another call from the
 * account, nothing, or `signal` aborted: the wallet's answer decides).
 */
export async function sentMeanwhile({ client, account, before, call, intervalMs, signal }: Omit<FindWriteOutcomeParameters, 'error' | 'before'> & { before: { nonce: number; block: bigint }; signal: AbortSignal }): Promise<Hash> {
  // First a block time for the wallet's own answer (an error after sending is the flow's other path).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, intervalMs)
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })
  const verdict = await watchOutcome({ client, account, nonceBefore: before.nonce, error: undefined, until: ['went-out'], intervalMs, timeoutMs: RECEIPT_TIMEOUT_MS, signal })
  const sent = verdict === 'went-out' && !signal.aborted ? await findSentTransaction(client, { account, nonce: before.nonce, fromBlock: before.block, call }) : undefined
  if (sent?.same && !signal.aborted) return sent.hash
  return new Promise<never>(() => undefined)
}
