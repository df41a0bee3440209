'use client'

import { Suspense } from 'react'
import { createPortal } from 'react-dom'
import type { WalletIsland } from '@/wallet-bridge/types'

/** Draws each page's wallet islands inside the wallet providers, into the page's own elements. */
export function WalletIslands({ islands }: { islands: readonly WalletIsland[] }) {
  return islands.map(({ id, element, Component }) =>
    // RainbowKit scopes its styles and theme variables to [data-rk]; the portal leaves its root.
    createPortal(
      <div data-rk="" className="wallet-island">
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      </div>,
      element,
      id,
    ),
  )
}
