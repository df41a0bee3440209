'use client'

import type { ReactNode } from 'react'
import { PageViews } from '@/analytics/PageViews'
import { ToastHost } from '@/toast/ToastHost'
import { WalletBridgeProvider } from '@/wallet-bridge/WalletBridgeProvider'

export type ProvidersProps = { children: ReactNode; gaId?: string | undefined }

/**
 * What every route shares: the wallet bridge, toasts and page views. The theme provider of
 * @stardust/ui sits in SiteShell, with the rest of that bundle, so the pages without the
 * shared navigation (the homepage above all) do not download it; see ThemeSwitch.
 */
export function Providers({ children, gaId }: ProvidersProps) {
  return (
    <WalletBridgeProvider>
      {children}
      <ToastHost />
      <PageViews gaId={gaId} />
    </WalletBridgeProvider>
  )
}
