'use client'

import type { ComponentType } from 'react'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'

export type FeatureIslandProps = {
  id: string
  /** React.lazy of the wallet part: loaded with the wallet stack, never before. */
  Component: ComponentType
  /** What the part is for, shown until the wallet stack loads. */
  pitch: string
}

/** A wallet island for /stake or /purchase, with the same card until the stack loads. */
export function FeatureIsland({ id, Component, pitch }: FeatureIslandProps) {
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
