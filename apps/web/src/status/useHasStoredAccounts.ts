'use client'

import { useEffect, useState } from 'react'
import { WALLET_AUTH_ACCOUNTS_KEY } from '@/constants'
import { hasStoredToken } from '@/wallet-bridge/savedConnection'
import type { WalletSnapshot } from '@/wallet-bridge/types'

/**
 * True when wallet-auth holds a token for any account in this browser. Read after mount (the
 * server knows no storage), again whenever the snapshot changes (a sign-in or sign-out here)
 * and on storage events (another tab).
 */
export function useHasStoredAccounts(snapshot: WalletSnapshot): boolean {
  const [stored, setStored] = useState(false)
  useEffect(() => {
    const read = () => setStored(hasStoredToken(window.localStorage))
    read()
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === WALLET_AUTH_ACCOUNTS_KEY) read()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [snapshot])
  return stored
}
