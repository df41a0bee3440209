import type { Address, Hash, PublicClient } from 'viem'
import { judgeIntent, matchesIntent, type Intent, type IntentVerdict, type SeenTransaction } from './intent'

// The mined blocks looked through at most, from the block before the request: it is mined soon after.
const MAX_BLOCKS = 500n

export type WatchIntentParameters = {
  client: PublicClient
  account: Address
  /** The account's pending nonce and the latest block, read just before the request. */
  nonce: number
  block: bigint
  intent: Intent
  /** Reads whether what the request was for is on chain (isClaimed, a balance); absent: the transaction alone tells. */
  effect?: (() => Promise<boolean>) | undefined
  intervalMs: number
  quietMs: number
  timeoutMs: number
  signal?: AbortSignal | undefined
  /** Whether a live tab still waits on its wallet for the request (askingLock); absent: never. */
  stillAsking?: (() => Promise<boolean>) | undefined
}

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
  })

const matchIn = (transactions: readonly (SeenTransaction | Hash)[], parameters: WatchIntentParameters): Hash | undefined =>
  transactions.find((tx): tx is SeenTransaction => typeof tx === 'object' && matchesIntent(tx, parameters))?.hash

/**
 * Looks for a single transaction whose wallet never answered, after a reload (unanswered records with an
 * intent): at the chain's block time, the account's nonces, the transactions waiting in the node's pending
 * block, the mined blocks since the request (each block once), and the request's effect, until judgeIntent
 * says. Resolves `wait` only when `signal` stopped it.
 */
export async function watchIntent(parameters: WatchIntentParameters): Promise<IntentVerdict> {
  const { client, account, nonce, block, effect, intervalMs, quietMs, timeoutMs, signal, stillAsking } = parameters
  const started = Date.now()
  let quietFrom = started // the quiet bound restarts whenever a tab is seen still asking
  let next = block // the next mined block to look through
  let movedLooks = 0
  for (;;) {
    if (signal?.aborted) return { kind: 'wait' }
    try {
      const asking = stillAsking ? await stillAsking() : false
      if (asking) quietFrom = Date.now()
      const [latest, pending] = await Promise.all([
        client.getTransactionCount({ address: account, blockTag: 'latest' }),
        client.getTransactionCount({ address: account, blockTag: 'pending' }),
      ])
      let match: Hash | undefined
      if (latest > nonce) {
        const head = await client.getBlockNumber({ cacheTime: 0 })
        const last = head < block + MAX_BLOCKS ? head : block + MAX_BLOCKS
        for (; !match && next <= last; next++) match = matchIn((await client.getBlock({ blockNumber: next, includeTransactions: true })).transactions, parameters)
      }
      if (!match && pending > latest) match = matchIn((await client.getBlock({ blockTag: 'pending', includeTransactions: true })).transactions, parameters)
      // Read after the nonces and blocks: a transaction they show mined shows in the effect too.
      const done = !match && effect ? await effect() : undefined
      movedLooks = latest > nonce && pending <= latest ? movedLooks + 1 : 0
      const verdict = judgeIntent({ nonceBefore: nonce, latest, pending, match, effect: done, movedLooks, elapsed: Date.now() - started, quietMs, timeoutMs, asking, quietFor: Date.now() - quietFrom })
      if (verdict.kind !== 'wait') return verdict
    } catch {
      // The chain could not be read this time: looked at again after a block. Unread to the end, the record
      // stays pending (it turns overdue like any other, never "nothing was sent").
      if (Date.now() - started >= timeoutMs) return { kind: 'in-flight' }
    }
    await pause(intervalMs, signal)
  }
}
