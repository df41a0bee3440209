'use client'
import { useMemo } from 'react'
import { type RainbowKitAuthAdapter, createRainbowKitAuthAdapter } from './createRainbowKitAuthAdapter.js'
import { useWalletAuthContext } from './useWalletAuthContext.js'

/** RainbowKit's `AuthenticationStatus`. */
export type RainbowKitAuthStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** Props for `<RainbowKitAuthenticationProvider adapter status>`, bound to the surrounding WalletAuthProvider. */
export function useRainbowKitAuthentication(): { adapter: RainbowKitAuthAdapter; status: RainbowKitAuthStatus } {
  const { auth, state } = useWalletAuthContext()
  const adapter = useMemo(() => createRainbowKitAuthAdapter(auth), [auth])
  const status: RainbowKitAuthStatus =
    !state.ready || state.accountStatus === 'reconnecting'
      ? 'loading'
      : state.isConnected && state.token
        ? 'authenticated'
        : 'unauthenticated'
  return { adapter, status }
}
