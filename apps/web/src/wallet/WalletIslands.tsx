'use client'

import { Suspense } from 'react'
import { createPortal } from 'react-dom'
import { I18nProvider, useLocale } from '@/i18n/I18nProvider'
import type { WalletIsland } from '@/wallet-bridge/types'

/** Draws each page's wallet islands inside the wallet providers, into the page's own elements. */
export function WalletIslands({ islands }: { islands: readonly WalletIsland[] }) {
  const locale = useLocale()
  return islands.map(({ id, element, Component, sections }) =>
    // RainbowKit scopes its styles and theme variables to [data-rk]; the portal leaves its root.
    createPortal(
      // The portal's context is the root's: the island gets back the catalog sections its page sent.
      <I18nProvider locale={locale} messages={sections}>
        <div data-rk="" className="wallet-island">
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </div>
      </I18nProvider>,
      element,
      id,
    ),
  )
}
