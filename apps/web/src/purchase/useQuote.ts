'use client'

import { starSaleAbi, type Deployment } from '@stardust/contracts'
import { useReadContract } from 'wagmi'

export type Quote = { tokens: bigint; payment: bigint } | undefined

export type QuoteState = {
  quote: Quote
  /** No quote for this amount yet: the Buy button waits. */
  pending: boolean
  /**
   * The quote for this amount could not be read (the node failed): said in words, the Buy button waits.
   * Said after the first failed attempt, while react-query retries: on a chain with a block every 2 s the
   * read of each block starts over and would never reach its last retry.
   */
  failed: boolean
}

/**
 * Keeps "you pay" and "you receive" in step through the contract itself: a payment is quoted with
 * `quote(payment)` (tokens rounded down), an amount to receive with `costOf(tokens)` (cost rounded up),
 * the very functions `buy` uses, so the page never promises what the contract would not deliver.
 *
 * Every new block re-reads the quote, and meanwhile the quote of the same amount stays: the Buy button
 * does not turn off for a moment on every block (a click in that moment would be lost, and on a 2-second
 * chain that is often). A stale price is safe: `buy` names the price shown and the contract refuses
 * another (PriceChanged).
 */
export function useQuote(deployment: Deployment, side: 'pay' | 'receive', amount: bigint | undefined, blockNumber: bigint | undefined): QuoteState {
  const base = { address: deployment.sale!, abi: starSaleAbi, chainId: deployment.chainId, blockNumber } as const
  const query = { placeholderData: sameReadOnly({ address: base.address, chainId: base.chainId, amount }) }
  const byPayment = useReadContract({ ...base, functionName: 'quote', args: [amount ?? 0n], query: { ...query, enabled: side === 'pay' && amount !== undefined } })
  const byTokens = useReadContract({ ...base, functionName: 'costOf', args: [amount ?? 0n], query: { ...query, enabled: side === 'receive' && amount !== undefined } })
  if (amount === undefined) return { quote: undefined, pending: false, failed: false }
  const read = side === 'pay' ? byPayment : byTokens
  const quote = side === 'pay'
    ? byPayment.data && { tokens: byPayment.data[0], payment: amount }
    : byTokens.data === undefined ? undefined : { tokens: amount, payment: byTokens.data }
  const failed = quote === undefined && (read.isError || read.failureCount > 0)
  return { quote, pending: quote === undefined && !failed, failed }
}

type ReadKey = { address?: unknown; chainId?: unknown; args?: readonly unknown[] }

/**
 * react-query's placeholderData: the previous result while the next is read, only when that was the same
 * read of the same amount (wagmi's key is ['readContract', parameters]) and only the block differs.
 */
export function sameReadOnly(read: { address: unknown; chainId: unknown; amount: bigint | undefined }) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined => {
    const key = previousQuery?.queryKey[1] as ReadKey | undefined
    const same = read.amount !== undefined && key?.address === read.address && key?.chainId === read.chainId && key?.args?.[0] === read.amount
    return same ? previous : undefined
  }
}
