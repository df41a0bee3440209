'use client'

import { starClaimAbi } from '@stardust/contracts'
import type { Address } from 'viem'
import { useReadContract } from 'wagmi'
import { AddStarButton } from './AddStarButton'

/** "Add STAR to your wallet" under a claim: the token is the one the claim contract pays out (its `token()`). */
export function ClaimAddStar({ claim, chainId }: { claim: Address; chainId: number }) {
  const { data: token } = useReadContract({ address: claim, abi: starClaimAbi, functionName: 'token', chainId, query: { staleTime: Infinity } })
  if (!token) return null
  return <AddStarButton token={token} chainId={chainId} testId="claim-add-star" />
}
