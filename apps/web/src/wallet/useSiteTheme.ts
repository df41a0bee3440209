'use client'

import { useSyncExternalStore } from 'react'
import { currentTheme, subscribeTheme } from '@/theme/themeSwitchStore'

/**
 * The site's theme (<html data-theme>), without @stardust/ui's provider: WalletRoot sits above
 * the shell that holds it, and on pages without the shell there is none.
 */
export function useSiteTheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => 'dark')
}
