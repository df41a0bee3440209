'use client'

import { ThemeProvider } from '@stardust/ui/theme'
import type { ReactNode } from 'react'
import { PageViews } from '@/analytics/PageViews'
import { ToastHost } from '@/toast/ToastHost'
import { WalletBridgeProvider } from '@/wallet-bridge/WalletBridgeProvider'

export type ProvidersProps = { children: ReactNode; gaId?: string | undefined }

/**
 * What every route shares: the theme, the wallet bridge, toasts and page views. The theme comes
 * from @stardust/ui's `./theme` entry, so the pages without the shared navigation (the homepage
 * above all) do not download the shell bundle and motion for it.
 */
export function Providers({ children, gaId }: ProvidersProps) {
  return (
    <ThemeProvider>
      <WalletBridgeProvider>
        {children}
        <ToastHost />
        <PageViews gaId={gaId} />
      </WalletBridgeProvider>
    </ThemeProvider>
  )
}
