'use client'

import { useWalletAuth } from '@stardust/wallet-auth/react'
import { useEffect } from 'react'
import { useAccount } from 'wagmi'
import type { AuthStatus, WalletBridgeValue } from '@/wallet-bridge/types'
import { listedChainName } from './siteChains'

export type SnapshotPublisherProps = { publish: WalletBridgeValue['publish']; auth: AuthStatus }

/** Keeps the site's wallet snapshot (the bridge) equal to the live wagmi and sign-in state. */
export function SnapshotPublisher({ publish, auth }: SnapshotPublisherProps) {
  const { address, isConnected, chainId } = useAccount()
  const { token } = useWalletAuth()
  useEffect(() => {
    publish({
      address: address ? address.toLowerCase() : null,
      isConnected,
      chainId: chainId ?? null,
      chainName: isConnected && chainId !== undefined ? listedChainName(chainId) ?? null : null,
      auth,
      token: token ?? null,
    })
  }, [publish, address, isConnected, chainId, auth, token])
  return null
}
