import { QueryClient } from '@tanstack/react-query'
import { QUERY_GC_TIME_MS, QUERY_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_CAP_MS } from './constants'

/** Backoff of docs/behaviour.md: 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_CAP_MS)
}

/** The browser's query client (the wallet stack never runs on the server). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { gcTime: QUERY_GC_TIME_MS, retry: QUERY_RETRIES, retryDelay } },
  })
}
