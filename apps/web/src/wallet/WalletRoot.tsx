'use client'

// PLACEHOLDER (H5): H6 replaces this file with the RainbowKit + wagmi + wallet-auth root.
// The contract: default export, props WalletRootProps, portal the connect button into
// `slot`, call `publish()` with live state; see src/wallet-bridge/README.md.
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { DISCONNECTED_SNAPSHOT } from '@/wallet-bridge/snapshot'
import type { WalletRootProps } from '@/wallet-bridge/types'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'

export default function WalletRoot(_props: WalletRootProps) {
  const { publish, slot } = useWalletBridge()
  useEffect(() => {
    publish(DISCONNECTED_SNAPSHOT)
  }, [publish])
  if (!slot) return null
  return createPortal(
    <button type="button" className="connect-button" disabled>
      Connect Wallet
    </button>,
    slot,
  )
}
