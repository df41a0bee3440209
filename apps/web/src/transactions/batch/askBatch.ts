import type { Chain, PublicClient } from 'viem'
import type { Config } from 'wagmi'
import { sendCalls } from 'wagmi/actions'
import { RECEIPT_TIMEOUT_MS } from '../constants'
import { watchOutcome } from '../outcome/watchOutcome'
import type { ContractCall } from '../useTransaction'

/** The wallet's answer to a batch: its id, its error, or none while the chain showed the batch's effect. */
export type BatchAnswer = { kind: 'sent'; id: string } | { kind: 'error'; error: unknown } | { kind: 'found' }

export type AskBatchParameters = {
  config: Config
  chain: Chain
  account: `0x${string}`
  calls: readonly ContractCall[]
  client: PublicClient | undefined
  /** Reads whether the batch's effect is on chain (the staked balance grew by the amount); absent: only the wallet can tell. */
  effect: (() => Promise<boolean>) | undefined
  /** The account's pending nonce read before the wallet opened. */
  nonceBefore: number | undefined
  intervalMs: number
}

/**
 * `wallet_sendCalls` with atomicity required (one prompt), raced against the chain: a wallet that sends and
 * never answers shows the batch's effect meanwhile. Never throws: a failure is the `error` answer.
 */
export async function askBatch({ config, chain, account, calls, client, effect, nonceBefore, intervalMs }: AskBatchParameters): Promise<BatchAnswer> {
  const answered = new AbortController()
  try {
    const asked = sendCalls(config, {
      account,
      chainId: chain.id,
      forceAtomic: true,
      calls: calls.map(({ address: to, abi, functionName, args, value }) => ({ to, abi, functionName, args, value })),
    }).then((sent): BatchAnswer => ({ kind: 'sent', id: sent.id }), (error: unknown): BatchAnswer => ({ kind: 'error', error }))
    const seen = client && effect
      ? watchOutcome({ client, account, effect, intervalMs, nonceBefore, error: undefined, until: ['done'], timeoutMs: RECEIPT_TIMEOUT_MS, signal: answered.signal }).then((verdict) =>
          verdict === 'done' ? ({ kind: 'found' } as const) : new Promise<never>(() => undefined),
        )
      : new Promise<never>(() => undefined)
    return await Promise.race([asked, seen])
  } catch (cause) {
    return { kind: 'error', error: cause }
  } finally {
    answered.abort()
  }
}
