'use client'

import { starSaleAbi, type Deployment } from '@stardust/contracts'
import { useReadContract } from 'wagmi'

export type Quote = { tokens: bigint; payment: bigint } | undefined

/**
 * Keeps "you pay" and "you receive" in step through the contract itself: a payment is quoted with
 * `quote(payment)` (tokens rounded down), an amount to receive with `costOf(tokens)` (cost rounded up),
 * the very functions `buy` uses, so the page never promises what the contract would not deliver.
 */
export function useQuote(deployment: Deployment, side: 'pay' | 'receive', amount: bigint | undefined, blockNumber: bigint | undefined): { quote: Quote; isFetching: boolean } {
  const base = { address: deployment.sale!, abi: starSaleAbi, chainId: deployment.chainId, blockNumber } as const
  const byPayment = useReadContract({ ...base, functionName: 'quote', args: [amount ?? 0n], query: { enabled: side === 'pay' && amount !== undefined } })
  const byTokens = useReadContract({ ...base, functionName: 'costOf', args: [amount ?? 0n], query: { enabled: side === 'receive' && amount !== undefined } })
  if (amount === undefined) return { quote: undefined, isFetching: false }
  if (side === 'pay') return { quote: byPayment.data ? { tokens: byPayment.data[0], payment: amount } : undefined, isFetching: byPayment.isFetching }
  return { quote: byTokens.data === undefined ? undefined : { tokens: amount, payment: byTokens.data }, isFetching: byTokens.isFetching }
}
