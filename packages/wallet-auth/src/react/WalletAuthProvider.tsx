'use client'
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { getAddress } from 'viem'
import { useConfig } from 'wagmi'
import { disconnect, getAccount, signMessage, watchAccount } from 'wagmi/actions'
import { type CreateWalletAuthParameters, type WalletAuth, createWalletAuth } from '../core/createWalletAuth.js'
import { INITIAL_STATE } from '../core/store.js'
import type { TokenChangeEvent } from '../types.js'
import { WalletAuthContext } from './context.js'

type ProviderOptions = Omit<CreateWalletAuthParameters, 'wallet' | 'onTokenChange'>

export type WalletAuthProviderProps = {
  children?: ReactNode
  /** Called when a token is stored or cleared (here or, `remote: true`, in another tab). */
  onTokenChange?: ((event: TokenChangeEvent) => void) | undefined
} & (
  | (ProviderOptions & { client?: undefined })
  | (Partial<ProviderOptions> & {
      /** An instance made with createWalletAuth() outside React; `api` and the options are then unused. */
      client: WalletAuth
    })
)

/**
 * Sign-in for everything below it. Put it inside WagmiProvider (and QueryClientProvider); it
 * follows wagmi's account, signs with the connected wallet and disconnects it on failure.
 * Options are read once, at mount.
 */
export function WalletAuthProvider({ children, client, onTokenChange, ...parameters }: WalletAuthProviderProps) {
  const config = useConfig()
  const onTokenChangeRef = useRef(onTokenChange)
  onTokenChangeRef.current = onTokenChange
  const [auth] = useState(
    () =>
      client ??
      // Without `client` the props are ProviderOptions, `api` included (the union above).
      createWalletAuth({ ...(parameters as ProviderOptions), onTokenChange: (event) => onTokenChangeRef.current?.(event) }),
  )

  useEffect(() => {
    if (!client) return
    return auth.onTokenChange((event) => onTokenChangeRef.current?.(event))
  }, [auth, client])

  useEffect(() => {
    auth.setWallet({
      // Checksummed for wallets that compare the requested account as text.
      signMessage: ({ address, message }) => signMessage(config, { account: getAddress(address), message }),
      disconnect: () => disconnect(config),
    })
    const stop = auth.start()
    const follow = ({ status, address, chainId }: ReturnType<typeof getAccount>) => auth.setAccount({ status, address, chainId })
    follow(getAccount(config))
    const unwatch = watchAccount(config, { onChange: follow })
    return () => {
      unwatch()
      stop()
      auth.setWallet(undefined)
    }
  }, [auth, config])

  const state = useSyncExternalStore(auth.subscribe, auth.getState, () => INITIAL_STATE)
  const value = useMemo(() => ({ auth, state }), [auth, state])
  return <WalletAuthContext.Provider value={value}>{children}</WalletAuthContext.Provider>
}
