import type { QueryClient, QueryKey } from '@tanstack/react-query'

// wagmi's query kinds whose answer a transaction can change: contract reads, balances, blocks, nonces.
// ENS names, avatars and every read of another chain are left alone.
const CHANGED_BY_A_TRANSACTION = new Set(['readContract', 'readContracts', 'balance', 'block', 'blockNumber', 'transactionCount'])

type KeyOptions = { chainId?: unknown; contracts?: readonly ({ chainId?: unknown } | null)[] }

/** True for a wagmi read (by its queryKey) on `chainId` that a transaction on that chain may change. */
export function isChangedByTransaction(queryKey: QueryKey, chainId: number): boolean {
  const [kind, options] = queryKey
  if (typeof kind !== 'string' || !CHANGED_BY_A_TRANSACTION.has(kind) || typeof options !== 'object' || options === null) return false
  const { chainId: keyChainId, contracts } = options as KeyOptions
  if (keyChainId === chainId) return true
  return Array.isArray(contracts) && contracts.some((contract) => contract?.chainId === chainId)
}

/**
 * Refreshes, in the background, only the reads a mined transaction on `chainId` can have changed. Never
 * awaited by the flow: "confirmed" follows the receipt alone, not the slowest RPC of the app (issue 19).
 */
export function refreshChainReads(queryClient: QueryClient, chainId: number): void {
  queryClient.invalidateQueries({ predicate: (query) => isChangedByTransaction(query.queryKey, chainId) }).catch(() => undefined)
}
