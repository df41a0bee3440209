'use client'
import { useMemo, useRef } from 'react'
import { useConfig } from 'wagmi'
import { getAccount } from 'wagmi/actions'
import { type RainbowKitAuthAdapter, createRainbowKitAuthAdapter } from './createRainbowKitAuthAdapter.js'
import { type ConnectorKind, signsWithoutGesture } from './signsWithoutGesture.js'
import { useWalletAuthContext } from './useWalletAuthContext.js'

/** RainbowKit's `AuthenticationStatus`. */
export type RainbowKitAuthStatus = 'loading' | 'unauthenticated' | 'authenticated'

export type UseRainbowKitAuthenticationOptions = {
  /**
   * Whether the connected wallet is asked to sign as soon as the dialog's message is ready, with
   * no click on 'Sign message'. Default `signsWithoutGesture`: injected wallets yes,
   * WalletConnect, Coinbase and other SDKs that open an app or a popup no.
   */
  signWithoutClick?: ((connector: ConnectorKind & { readonly id: string }) => boolean) | undefined
}

/** Props for `<RainbowKitAuthenticationProvider adapter status>`, bound to the surrounding WalletAuthProvider. */
export function useRainbowKitAuthentication(options: UseRainbowKitAuthenticationOptions = {}): {
  adapter: RainbowKitAuthAdapter
  status: RainbowKitAuthStatus
} {
  const { auth, state } = useWalletAuthContext()
  const config = useConfig()
  const predicate = useRef(options.signWithoutClick ?? signsWithoutGesture)
  predicate.current = options.signWithoutClick ?? signsWithoutGesture
  const adapter = useMemo(
    () =>
      createRainbowKitAuthAdapter(auth, {
        signWithoutClick: () => {
          const { connector } = getAccount(config)
          return connector !== undefined && predicate.current(connector)
        },
      }),
    [auth, config],
  )
  const status: RainbowKitAuthStatus =
    !state.ready || state.accountStatus === 'reconnecting'
      ? 'loading'
      : state.isConnected && state.token
        ? 'authenticated'
        : 'unauthenticated'
  return { adapter, status }
}
