'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { WalletLoadError } from '@/errors'
import { hasSavedConnection } from './savedConnection'
import { DISCONNECTED_SNAPSHOT, RECONNECTING_SNAPSHOT, sameSnapshot } from './snapshot'
import type { WalletBridgeValue, WalletIsland, WalletRootModule, WalletRootProps, WalletSnapshot } from './types'
import { WalletBridgeContext } from './walletBridgeContext'
import { createWalletEventHub } from './walletEvents'

/** The wallet stack lives behind this import so a first-time visitor never downloads it. */
const loadWalletRoot = (): Promise<WalletRootModule> => import('@/wallet/WalletRoot')

export type WalletBridgeProviderProps = { children: ReactNode }

/**
 * Holds the wallet state the site shows, without the wallet code. The wallet stack
 * (wagmi, RainbowKit, viem) is imported when the visitor asks to connect, or at once
 * when this browser has a saved connection to restore.
 */
export function WalletBridgeProvider({ children }: WalletBridgeProviderProps) {
  const [snapshot, setSnapshot] = useState<WalletSnapshot>(DISCONNECTED_SNAPSHOT)
  const [Root, setRoot] = useState<ComponentType<WalletRootProps> | null>(null)
  const [openConnectModal, setOpenConnectModal] = useState(false)
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  const [islands, setIslands] = useState<readonly WalletIsland[]>([])
  const loading = useRef(false)
  const opener = useRef<(() => void) | null>(null)
  const clearer = useRef<(() => void) | null>(null)
  const clearPending = useRef(false)
  const [events] = useState(createWalletEventHub)

  const startLoading = useCallback(() => {
    if (loading.current) return
    loading.current = true
    loadWalletRoot().then(
      (module) => setRoot(() => module.default),
      (error: unknown) => {
        // Let a later click try again (e.g. a chunk failed on a flaky network).
        loading.current = false
        setOpenConnectModal(false)
        console.warn(new WalletLoadError(error))
      },
    )
  }, [])

  useEffect(() => {
    if (hasSavedConnection(window.localStorage)) {
      setSnapshot(RECONNECTING_SNAPSHOT)
      startLoading()
    }
  }, [startLoading])

  const requestConnect = useCallback(() => {
    if (opener.current) {
      opener.current()
      return
    }
    setOpenConnectModal(true)
    startLoading()
  }, [startLoading])

  const publish = useCallback((next: WalletSnapshot) => {
    setSnapshot((current) => (sameSnapshot(current, next) ? current : next))
  }, [])

  const registerConnectOpener = useCallback((open: () => void) => {
    opener.current = open
    return () => {
      if (opener.current === open) opener.current = null
    }
  }, [])

  const runClearAll = useCallback(
    (clear: () => void) => {
      clearPending.current = false
      clear()
      events.emit({ type: 'cleared-all' })
    },
    [events],
  )

  // Stored accounts can outlive the connection (another account was disconnected), so the
  // stack may not be loaded yet: load it and clear once wallet-auth has registered.
  const clearAll = useCallback(() => {
    if (clearer.current) {
      runClearAll(clearer.current)
      return
    }
    clearPending.current = true
    startLoading()
  }, [runClearAll, startLoading])

  const registerClearAll = useCallback(
    (clear: () => void) => {
      clearer.current = clear
      if (clearPending.current) runClearAll(clear)
      return () => {
        if (clearer.current === clear) clearer.current = null
      }
    },
    [runClearAll],
  )

  const registerIsland = useCallback((island: WalletIsland) => {
    setIslands((current) => [...current.filter((i) => i.id !== island.id), island])
    return () => setIslands((current) => current.filter((i) => i !== island))
  }, [])

  const loaded = Root !== null
  const value = useMemo<WalletBridgeValue>(
    () => ({
      snapshot,
      loaded,
      requestConnect,
      publish,
      registerConnectOpener,
      clearAll,
      registerClearAll,
      subscribe: events.subscribe,
      emit: events.emit,
      slot,
      setSlot,
      islands,
      registerIsland,
    }),
    [snapshot, loaded, requestConnect, publish, registerConnectOpener, clearAll, registerClearAll, events, slot, islands, registerIsland],
  )

  return (
    <WalletBridgeContext.Provider value={value}>
      {children}
      {Root ? <Root openConnectModal={openConnectModal} /> : null}
    </WalletBridgeContext.Provider>
  )
}
