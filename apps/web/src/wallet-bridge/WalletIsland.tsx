'use client'

import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useMessages } from '@/i18n/I18nProvider'
import { useWalletBridge } from './useWalletBridge'

export type WalletIslandProps = {
  /** Unique on the page. */
  id: string
  /** A component that uses wagmi/RainbowKit hooks; import it lazily (React.lazy) so the page stays light. */
  Component: ComponentType
  /** Shown until the wallet stack has loaded and the island has drawn. */
  fallback?: ReactNode
}

/**
 * A place in the page for a part that needs the wallet stack's context. Nothing of the stack is loaded for
 * it: once the bridge has loaded WalletRoot (the visitor connected, or has a connection to restore),
 * WalletRoot draws `Component` here through a portal.
 */
export function WalletIsland({ id, Component, fallback = null }: WalletIslandProps) {
  const { loaded, registerIsland } = useWalletBridge()
  const [element, setElement] = useState<HTMLElement | null>(null)
  // The catalog sections sent where the island stands, carried into the portal. Kept from the first render: a
  // refresh of the page hands the same sections as new objects, which must not draw the island again (its form
  // would lose what the visitor typed).
  const sent = useMessages()
  const [sections] = useState(sent)
  useEffect(() => {
    if (!loaded || !element) return
    return registerIsland({ id, element, Component, sections })
  }, [loaded, element, id, Component, sections, registerIsland])
  return (
    <div ref={setElement} data-wallet-island={id}>
      {loaded ? null : fallback}
    </div>
  )
}
