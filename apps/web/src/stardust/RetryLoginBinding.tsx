'use client'

import { useWalletAuth } from '@stardust/wallet-auth/react'
import { useEffect } from 'react'
import { retryLoginHub } from './retryLoginHub'

/**
 * Drawn inside the wallet stack (a wallet island): offers wallet-auth's retryLogin to the page's
 * API calls once the wallet has reconnected (before that, retryLogin has no account and says false).
 */
export default function RetryLoginBinding() {
  const { retryLogin, isConnected } = useWalletAuth()
  useEffect(() => (isConnected ? retryLoginHub.register(retryLogin) : undefined), [retryLogin, isConnected])
  return null
}
