'use client'

import { starClaimAbi } from '@stardust/contracts'
import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { readContract } from 'wagmi/actions'
import type { Eligibility } from './claimState'
import { fetchEligibility } from './fetchEligibility'
import { fetchPublishedEligibility, type ClaimOnChain } from './fetchPublishedEligibility'

const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/'
/** Where the published proofs are (stardust-prepare-airdrop --shards, on a CDN or IPFS); none: no fallback. */
const PROOFS_BASE = process.env.NEXT_PUBLIC_CLAIM_PROOFS_URL || ''

/**
 * The API's answer for `address` on `chainId`, cached per pair; 'loading' until it arrives. When the API
 * does not answer within 2 s or answers 5xx, and the claim contract is known, the published proofs answer
 * instead, checked against the contract's root read from the chain.
 */
export function useEligibility(
  chainId: number,
  address: string | undefined,
  enabled = true,
  contract: `0x${string}` | null = null,
): { eligibility: Eligibility; refetch: () => void } {
  const config = useConfig()
  const query = useQuery({
    queryKey: ['stardust', 'claims', chainId, address?.toLowerCase(), contract],
    queryFn: async ({ signal }) => {
      const answer = await fetchEligibility(API_BASE, chainId, address!, { signal })
      if (!(answer.state === 'unavailable' && answer.apiDown && PROOFS_BASE && contract)) return answer
      const readOnChain = async (): Promise<ClaimOnChain> => {
        const [root, deadline] = await Promise.all([
          readContract(config, { address: contract, abi: starClaimAbi, functionName: 'merkleRoot', chainId }),
          readContract(config, { address: contract, abi: starClaimAbi, functionName: 'deadline', chainId }),
        ])
        return { contract, root, deadline: Number(deadline) }
      }
      return fetchPublishedEligibility(PROOFS_BASE, chainId, address!, readOnChain, signal)
    },
    enabled: enabled && Boolean(address),
    staleTime: 60_000,
  })
  return { eligibility: query.data ?? { state: 'loading' }, refetch: () => void query.refetch() }
}
