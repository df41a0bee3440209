'use client'

import { useWalletAuth } from '@stardust/wallet-auth/react'
import { useEffect } from 'react'
import type { WalletBridgeValue } from '@/wallet-bridge/types'

export type ClearAllRegistrarProps = { registerClearAll: WalletBridgeValue['registerClearAll'] }

/**
 * Lets the site's 'Sign out of all accounts' (outside the wallet stack) reach wallet-auth's
 * clearAll: every stored account in every tab, then the wallet disconnected. Registered once
 * wallet-auth has read its storage, so a clear asked for before the stack loaded runs on a
 * vault that knows every account.
 */
export function ClearAllRegistrar({ registerClearAll }: ClearAllRegistrarProps) {
  const { auth, ready } = useWalletAuth()
  useEffect(() => (ready ? registerClearAll(() => auth.clearAll()) : undefined), [ready, auth, registerClearAll])
  return null
}
