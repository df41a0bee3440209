'use client'

import { useAccount } from 'wagmi'
import { useClientDeployments } from '@/onchain/clientDeployments'
import { AddStarButton } from './AddStarButton'

/** The account line's "Add STAR to your wallet": on a connected network where STAR is deployed, else nothing. */
export default function AccountAddStar() {
  const { isConnected, chainId } = useAccount()
  const deployments = useClientDeployments()
  const token = chainId === undefined ? undefined : deployments[chainId]?.token
  if (!isConnected || !token || chainId === undefined) return null
  return (
    <p className="account-line account-line--action">
      <AddStarButton key={`${chainId}:${token}`} token={token} chainId={chainId} look="link" testId="account-add-star" />
    </p>
  )
}
