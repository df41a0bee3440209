'use client'

import { ThemeProvider } from '@stardust/ui'
import type { ReactNode } from 'react'
import { PageViews } from '@/analytics/PageViews'
import { ToastHost } from '@/toast/ToastHost'
import { WalletBridgeProvider } from '@/wallet-bridge/WalletBridgeProvider'

export type ProvidersProps = { children: ReactNode; gaId?: string | undefined }

/** Everything every route shares: theme, the wallet bridge, toasts and page views. */
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
