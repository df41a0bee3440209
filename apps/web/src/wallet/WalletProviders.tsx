'use client'

import './rainbowKitRtl.css'
import {
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  darkTheme,
  lightTheme,
} from '@rainbow-me/rainbowkit'
import type { Locale as RainbowKitLocale } from '@rainbow-me/rainbowkit'
import type { ApiClient } from '@stardust/api-client'
import type { TokenChangeEvent } from '@stardust/wallet-auth'
import { WalletAuthProvider, useRainbowKitAuthentication, useWalletAuth } from '@stardust/wallet-auth/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useCallback, useEffect, useMemo } from 'react'
import { WagmiProvider, useAccount, type Config } from 'wagmi'
import { useLocale, useMessages } from '@/i18n/I18nProvider'
import type { Locale } from '@/i18n/locales'
import { ResumePendingGate } from '@/transactions/ResumePendingGate'
import type { WalletBridgeValue } from '@/wallet-bridge/types'
import { ClearAllRegistrar } from './ClearAllRegistrar'
import { ConnectModalOpener } from './ConnectModalOpener'
import { useServerSessionSync } from './session/useServerSessionSync'
import { SlotConnectButton } from './SlotConnectButton'
import { signWithoutClick } from './signWithoutClick'
import { SnapshotPublisher } from './SnapshotPublisher'
import { MARK_CONNECTED, MARK_TOKEN_STORED, mark } from './timings'
import { useSiteTheme } from './useSiteTheme'
import { useDisconnectOnRejectedSignature } from './useDisconnectOnRejectedSignature'
import { useSwitchInWalletNotice } from './useSwitchInWalletNotice'
import { WalletIslands } from './WalletIslands'

// Only while the wallet is asked to sign in: a returning visitor whose token is valid never downloads it.
const SignInExplanation = lazy(() => import('./signIn/SignInExplanation').then((module) => ({ default: module.SignInExplanation })))

export type WalletStack = {
  config: Config
  queryClient: QueryClient
  api: ApiClient
  /**
   * Run wagmi's reconnect on mount: only when this browser has a connection to restore. For a
   * first-time visitor it has nothing to find, yet it walks every connector (WalletConnect's set-up
   * is slow) and could reach the chosen wallet after the visitor connected, was refused and
   * disconnected: it then wrote the connection back under status 'disconnected', and the next
   * connect failed with ConnectorAlreadyConnectedError behind a modal that waited forever.
   */
  reconnectOnMount: boolean
}

export type WalletProvidersProps = {
  stack: WalletStack
  bridge: WalletBridgeValue
  openConnectModal: boolean
}

export function WalletProviders({ stack, bridge, openConnectModal }: WalletProvidersProps) {
  const { emit } = bridge
  const onTokenChange = useCallback(
    (event: TokenChangeEvent) => {
      if (!event.token || event.reason !== 'login') return
      mark(MARK_TOKEN_STORED, event.address)
      // Only the tab that signed (another tab's login arrives as 'other-tab', remote).
      if (!event.remote) emit({ type: 'signed-in', address: event.address })
    },
    [emit],
  )
  return (
    <WagmiProvider config={stack.config} reconnectOnMount={stack.reconnectOnMount}>
      <QueryClientProvider client={stack.queryClient}>
        <WalletAuthProvider api={stack.api} onTokenChange={onTokenChange}>
          <AuthenticatedRainbowKit queryClient={stack.queryClient} bridge={bridge} openConnectModal={openConnectModal} />
        </WalletAuthProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

/** The page's language as RainbowKit names it (it loads that one locale's words on its own). */
function rainbowKitLocale(locale: Locale): RainbowKitLocale {
  if (locale === 'en') return 'en-US'
  if (locale === 'uk') return 'uk-UA'
  return locale
}

type AuthenticatedRainbowKitProps = Omit<WalletProvidersProps, 'stack'> & { queryClient: QueryClient }

/** RainbowKit with wallet-auth as its sign-in, and everything that needs both. */
function AuthenticatedRainbowKit({ queryClient, bridge, openConnectModal }: AuthenticatedRainbowKitProps) {
  const theme = useSiteTheme()
  const locale = useLocale()
  const appName = useMessages().site.name
  const { auth, token, address, ready, signInRequest } = useWalletAuth()
  const { adapter, status } = useRainbowKitAuthentication({ signWithoutClick })
  const account = useAccount()
  const rainbowTheme = useMemo(() => (theme === 'light' ? lightTheme() : darkTheme()), [theme])

  useDisconnectOnRejectedSignature(queryClient, auth)
  useSwitchInWalletNotice(queryClient)
  useServerSessionSync({
    token,
    address,
    settled: ready && (account.status === 'connected' || account.status === 'disconnected'),
  })
  useEffect(() => {
    if (account.status === 'connected') mark(MARK_CONNECTED, account.address)
  }, [account.status, account.address])

  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      <RainbowKitProvider
        theme={rainbowTheme}
        appInfo={{ appName }}
        locale={rainbowKitLocale(locale)}
        showRecentTransactions
      >
        <SlotConnectButton slot={bridge.slot} />
        <ConnectModalOpener open={openConnectModal} registerConnectOpener={bridge.registerConnectOpener} />
        <SnapshotPublisher publish={bridge.publish} auth={status} />
        {signInRequest?.siwe ? (
          <Suspense fallback={null}>
            <SignInExplanation request={signInRequest} />
          </Suspense>
        ) : null}
        <ClearAllRegistrar registerClearAll={bridge.registerClearAll} />
        <WalletIslands islands={bridge.islands} />
        {/* Every page follows its pending transactions again after a reload (claims too, not only where the activity list is). */}
        <ResumePendingGate />
      </RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  )
}
