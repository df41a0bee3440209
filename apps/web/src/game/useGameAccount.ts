'use client'

import { useEffect, useState } from 'react'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'
import { type StoredSession, readStoredSession } from './storedSession'

/**
 * The signed-in account and its token: the live wallet snapshot once the wallet stack runs,
 * else what wallet-auth left in storage (so a returning visitor plays for Stardust at once,
 * without loading the wallet stack or signing again). Follows sign-ins in other tabs.
 */
export function useGameAccount(): StoredSession | null {
  const { snapshot } = useWalletBridge()
  const [stored, setStored] = useState<StoredSession | null>(null)

  useEffect(() => {
    const read = () => setStored(readStoredSession(window.localStorage, Date.now()))
    read()
    window.addEventListener('storage', read)
    window.addEventListener('focus', read)
    return () => {
      window.removeEventListener('storage', read)
      window.removeEventListener('focus', read)
    }
  }, [snapshot])

  if (snapshot.auth === 'authenticated' && snapshot.address && snapshot.token) {
    return { address: snapshot.address.toLowerCase(), token: snapshot.token }
  }
  // The stack ran and says nobody is signed in: storage may hold a stale token for another account.
  if (snapshot.auth === 'unauthenticated' && snapshot.isConnected) return null
  return stored
}
