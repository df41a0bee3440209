'use client'

import { lazy } from 'react'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'
import { PURCHASE_TEXTS } from './texts'

// Loaded with the wallet stack, never before: a first-time visitor downloads none of it.
const PurchasePanel = lazy(() => import('./PurchasePanel'))

/** Where /purchase's wallet part appears; until the wallet stack loads, what it is for. */
export function PurchaseIsland() {
  return (
    <WalletIsland
      id="purchase-panel"
      Component={PurchasePanel}
      fallback={
        <section className="status wallet-panel" data-testid="purchase-panel" data-state="disconnected">
          <p>{PURCHASE_TEXTS.connect}</p>
        </section>
      }
    />
  )
}
