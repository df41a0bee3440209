'use client'

import { starClaimAbi } from '@stardust/contracts'
import { useEffect } from 'react'
import { useBlockNumber, useReadContract } from 'wagmi'
import { claimView, type ClaimView, type Eligibility } from './claimState'
import type { ClaimTarget } from './claimTarget'
import { useEligibility } from './useEligibility'
import { useChainNow } from './useChainNow'

export type ClaimStatus = {
  view: ClaimView
  eligibility: Eligibility
  now: number
  /** Asks the API (or, when eligible, the chain) again. */
  retry: () => void
}

/**
 * The address's claim on one chain: the API's answer (or the published proofs' when it is down), then `isClaimed` read from the chain (again on
 * every new block, and by the transaction flow on the receipt), combined into one page state.
 */
export function useClaimStatus(target: ClaimTarget, address: `0x${string}` | undefined, deployed: boolean): ClaimStatus {
  const { eligibility, refetch } = useEligibility(target.chainId, address, deployed, target.contract)
  const eligible = eligibility.state === 'eligible'
  const claimed = useReadContract({
    address: target.contract ?? undefined,
    abi: starClaimAbi,
    functionName: 'isClaimed',
    args: address ? [address] : undefined,
    chainId: target.chainId,
    query: { enabled: deployed && eligible && Boolean(address) },
  })
  // Read again on every new block: a claim mined (sent from here, another tab or another device) shows within a block.
  const { data: block } = useBlockNumber({ chainId: target.chainId, watch: true, query: { enabled: deployed && eligible && Boolean(address) } })
  const { refetch: refetchClaimed } = claimed
  useEffect(() => {
    if (block !== undefined) void refetchClaimed()
  }, [block, refetchClaimed])
  const now = useChainNow(target.chainId)
  const view = eligible && claimed.isError ? 'unavailable' : claimView({ deployed, eligibility, claimed: claimed.data, now })
  return { view, eligibility, now, retry: () => (eligible ? void claimed.refetch() : refetch()) }
}
