import type { Hash, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { writeContract } from 'wagmi/actions'
import { describeTxError, type DescribeTxErrorParameters, type TxErrorKind } from '../describeTxError'
import { findWriteOutcome, sentMeanwhile, type WriteOutcome } from './findWriteOutcome'
import type { SentCall } from './findSentTransaction'
import { sendErrorKind } from './sendErrorKind'

/** The wallet's answer to a write, or what the chain showed of it: a hash to follow, or words only. */
export type WriteAnswer = { kind: 'hash'; hash: Hash; notice?: string | undefined } | { kind: 'unclear'; outcome: Exclude<WriteOutcome['kind'], 'sent' | 'unsent'> }

export type WriteAndFindParameters = {
  config: Config
  /** The simulated request, as writeContract takes it. */
  request: Parameters<typeof writeContract>[1]
  call: SentCall
  account: `0x${string}`
  client: PublicClient | undefined
  /** The account's pending nonce and the latest block, read just before the request. */
  before: { nonce: number; block: bigint } | undefined
  intervalMs: number
  words: DescribeTxErrorParameters
  /** The answer failed without a refusal: the chain is read now ("Checking the chain…"). */
  onChecking: () => void
  /** How a hash was found when the wallet did not give it: never answered, or answered with an error. */
  notices: { sentUnanswered: string; found: string }
}

const CANNOT_SEND: readonly TxErrorKind[] = ['insufficient_funds', 'contract', 'chain_mismatch', 'switch_failed']
const never = new Promise<never>(() => undefined)

/**
 * Asks the wallet for the write. While it has not answered, the chain may show this very call from the
 * account (then followed as if answered). Only a refusal means nothing was sent: any other failure is
 * found out from the chain first (findWriteOutcome). Throws the wallet's error when nothing was sent.
 */
export async function writeAndFind({ config, request, call, account, client, before, intervalMs, words, onChecking, notices }: WriteAndFindParameters): Promise<WriteAnswer> {
  const answered = new AbortController()
  try {
    const written = writeContract(config, request)
    const seen = client && before ? sentMeanwhile({ client, account, before, call, intervalMs, signal: answered.signal }) : never
    const first = await Promise.race([written.then((hash) => ({ hash, found: false })), seen.then((hash) => ({ hash, found: true }))])
    return { kind: 'hash', hash: first.hash, ...(first.found ? { notice: notices.sentUnanswered } : {}) }
  } catch (cause) {
    answered.abort()
    // A wallet that says it could not send (no funds for gas, a revert in its estimate, another network) is
    // believed only while the account's nonce shows nothing went out, as an "unsupported" answer is.
    const said = describeTxError(cause, words).kind
    const kind = CANNOT_SEND.includes(said) ? 'unsupported' : sendErrorKind(cause)
    // The guard's refusal (src/walletGuard) never reached the wallet: nothing was sent either.
    if (kind === 'refused' || said === 'not_allowed' || !client) throw cause
    onChecking()
    const outcome = await findWriteOutcome({ client, account, error: kind, before, call, intervalMs })
    if (outcome.kind === 'unsent') throw cause
    if (outcome.kind === 'sent') return { kind: 'hash', hash: outcome.hash, notice: notices.found }
    return { kind: 'unclear', outcome: outcome.kind }
  } finally {
    answered.abort()
  }
}
