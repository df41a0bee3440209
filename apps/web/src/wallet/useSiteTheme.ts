'use client'

import { useTheme } from '@stardust/ui/theme'

/** The site's theme, for RainbowKit's modal colours: the root Providers hold the theme. */
export function useSiteTheme(): 'light' | 'dark' {
  return useTheme().theme
}
