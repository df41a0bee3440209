import type { Address, PublicClient } from 'viem'
import { judgeOutcome, type Findings, type Verdict } from './judgeOutcome'
import type { SendErrorKind } from './sendErrorKind'

export type WatchOutcomeParameters = {
  client: PublicClient
  account: Address
  /** The account's pending nonce just before the request; undefined when it could not be read (then only the effect can tell). */
  nonceBefore: number | undefined
  /** Reads whether what the request was for is on chain (e.g. the staked balance grew by the amount). */
  effect?: (() => Promise<boolean>) | undefined
  /** The wallet's error as judged (sendErrorKind), or undefined while it has not answered. */
  error: SendErrorKind | undefined
  /** The verdicts that end the watch. */
  until: readonly Verdict[]
  /** Between two looks: the chain's block time, never under a second. */
  intervalMs: number
  /** How long "nothing from the account" is watched before the watch ends with `nothing-yet`; undefined: as long as `timeoutMs`. */
  quietMs?: number | undefined
  /** The longest watch; it then ends with the last verdict. */
  timeoutMs: number
  /** Ends the watch (the wallet answered meanwhile): it resolves with `nothing-yet`. */
  signal?: AbortSignal | undefined
  /** Whether a live tab still waits on its wallet for the request (askingLock): meanwhile only `done` ends the watch. */
  stillAsking?: (() => Promise<boolean>) | undefined
}

/** The account's nonces and the effect, read now; undefined when the chain cannot be read. */
export async function readFindings({ client, account, nonceBefore, effect }: Pick<WatchOutcomeParameters, 'client' | 'account' | 'nonceBefore' | 'effect'>): Promise<Findings | undefined> {
  try {
    const [latest, pending] = await Promise.all([
      client.getTransactionCount({ address: account, blockTag: 'latest' }),
      client.getTransactionCount({ address: account, blockTag: 'pending' }),
    ])
    // Read after the nonces: a transaction the nonce shows mined shows in the effect too.
    const done = effect ? await effect() : undefined
    if (nonceBefore === undefined) return done ? { nonceBefore: latest, latest, pending: latest, effect: true } : undefined
    return { nonceBefore, latest, pending, effect: done }
  } catch {
    return undefined
  }
}

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

/**
 * Looks at the chain until it says how a request whose answer is lost, unclear or still awaited went
 * (judgeOutcome): the account's nonce against the one before the request, and the request's effect. A
 * nonce that moved while the effect is still missing is looked at once more before `went-out` (the
 * effect's read may lag the nonce's on a load-balanced RPC).
 */
export async function watchOutcome(parameters: WatchOutcomeParameters): Promise<Verdict> {
  const { error, until, intervalMs, quietMs, timeoutMs, signal, effect, stillAsking } = parameters
  const started = Date.now()
  let quietFrom = started // the quiet bound restarts whenever a tab is seen still asking
  let wentOut = 0
  for (;;) {
    if (signal?.aborted) return 'nothing-yet'
    const asking = stillAsking ? await stillAsking() : false
    if (asking) quietFrom = Date.now()
    const verdict = judgeOutcome(error, await readFindings(parameters))
    if (signal?.aborted) return 'nothing-yet'
    const settled = verdict !== 'went-out' || !effect || ++wentOut >= 2
    if (settled && until.includes(verdict) && (!asking || verdict === 'done')) return verdict
    if (asking) {
      await pause(intervalMs, signal)
      continue
    }
    const elapsed = Date.now() - started
    if (verdict === 'nothing-yet' && quietMs !== undefined && Date.now() - quietFrom >= quietMs) return verdict
    if (elapsed >= timeoutMs && (verdict !== 'nothing-yet' || quietMs === undefined || Date.now() - quietFrom >= quietMs)) return verdict
    await pause(intervalMs, signal)
  }
}
