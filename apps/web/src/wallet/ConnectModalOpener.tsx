'use client'

import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect, useRef } from 'react'
import type { WalletBridgeValue } from '@/wallet-bridge/types'

export type ConnectModalOpenerProps = {
  /** The visitor clicked the light 'Connect Wallet' button before the stack loaded. */
  open: boolean
  registerConnectOpener: WalletBridgeValue['registerConnectOpener']
}

/**
 * Opens the connect modal once it may open (RainbowKit offers it only while disconnected or
 * unauthenticated, docs/behaviour.md), and lets later requestConnect() calls open it too.
 */
export function ConnectModalOpener({ open, registerConnectOpener }: ConnectModalOpenerProps) {
  const { openConnectModal } = useConnectModal()
  const opened = useRef(false)

  useEffect(() => {
    if (!open || opened.current || !openConnectModal) return
    // After this commit's effects: RainbowKit closes every modal in an effect of its own when
    // the sign-in status first settles on 'unauthenticated', which is this very commit.
    const timer = window.setTimeout(() => {
      opened.current = true
      openConnectModal()
    }, 0)
    return () => window.clearTimeout(timer)
  }, [open, openConnectModal])

  useEffect(() => registerConnectOpener(() => openConnectModal?.()), [registerConnectOpener, openConnectModal])

  return null
}
