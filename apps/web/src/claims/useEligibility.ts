'use client'

import { useQuery } from '@tanstack/react-query'
import type { Eligibility } from './claimState'
import { fetchEligibility } from './fetchEligibility'

const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/'

/** The API's answer for `address` on `chainId`, cached per pair; 'loading' until it arrives. */
export function useEligibility(chainId: number, address: string | undefined, enabled = true): { eligibility: Eligibility; refetch: () => void } {
  const query = useQuery({
    queryKey: ['stardust', 'claims', chainId, address?.toLowerCase()],
    queryFn: ({ signal }) => fetchEligibility(API_BASE, chainId, address!, { signal }),
    enabled: enabled && Boolean(address),
    staleTime: 60_000,
  })
  return { eligibility: query.data ?? { state: 'loading' }, refetch: () => void query.refetch() }
}
