'use client'

import { useRouter } from 'next/navigation'
import { useEffect, type ComponentType } from 'react'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'
import { useWalletBridge } from '@/wallet-bridge/useWalletBridge'

export type FeatureIslandProps = {
  id: string
  /** React.lazy of the wallet part: loaded with the wallet stack, never before. */
  Component: ComponentType
  /** What the part is for, shown until the wallet stack loads. */
  pitch: string
}

/**
 * A wallet island for /stake or /purchase, with the same card until the stack loads. Once the stack has
 * loaded, the page's server-rendered public figures are read again (router.refresh), so a visitor who
 * stayed a while sees today's, not those of their first paint.
 */
export function FeatureIsland({ id, Component, pitch }: FeatureIslandProps) {
  const { loaded } = useWalletBridge()
  const router = useRouter()
  useEffect(() => {
    if (loaded) router.refresh()
  }, [loaded, router])
  return (
    <WalletIsland
      id={id}
      Component={Component}
      fallback={
        <section className="status wallet-panel" data-testid={id} data-state="disconnected">
          <p>{pitch}</p>
        </section>
      }
    />
  )
}
