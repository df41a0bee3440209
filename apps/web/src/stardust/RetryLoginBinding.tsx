'use client'

import { useWalletAuth } from '@stardust/wallet-auth/react'
import { useEffect } from 'react'
import { retryLoginHub } from './retryLoginHub'

/** Drawn inside the wallet stack (a wallet island): offers wallet-auth's retryLogin to the page's API calls. */
export default function RetryLoginBinding() {
  const { retryLogin } = useWalletAuth()
  useEffect(() => retryLoginHub.register(retryLogin), [retryLogin])
  return null
}
