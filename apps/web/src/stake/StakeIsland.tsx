'use client'

import { lazy } from 'react'
import { WalletIsland } from '@/wallet-bridge/WalletIsland'
import { STAKE_TEXTS } from './texts'

// Loaded with the wallet stack, never before: a first-time visitor downloads none of it.
const StakePanel = lazy(() => import('./StakePanel'))

/** Where /stake's wallet part appears; until the wallet stack loads, what it is for. */
export function StakeIsland() {
  return (
    <WalletIsland
      id="stake-panel"
      Component={StakePanel}
      fallback={
        <section className="status wallet-panel" data-testid="stake-panel" data-state="disconnected">
          <p>{STAKE_TEXTS.connect}</p>
        </section>
      }
    />
  )
}
