import type { QueryClient } from '@tanstack/react-query'

/**
 * Calls `onError` with the error of every failed mutation whose key starts with `name` (wagmi
 * names its mutations: 'signMessage', 'switchChain', ...). Returns the unsubscribe.
 */
export function onMutationError(queryClient: QueryClient, name: string, onError: (error: unknown) => void): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return
    const key = event.mutation.options.mutationKey
    if (!Array.isArray(key) || key[0] !== name) return
    onError(event.action.error)
  })
}
