'use client'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { ThemeContext } from './themeContext.js'
import { applyTheme, getServerTheme, readTheme, subscribeTheme, writeTheme } from './themeStore.js'
import type { Theme } from './themeStore.js'

export type ThemeProviderProps = { children?: ReactNode }

/**
 * Holds the theme (dark by default), persists it in localStorage `theme` and follows changes
 * made in other tabs. Server render and hydration use 'dark'; the stored value follows right
 * after hydration, while `themeInitScript` has already painted the right colours.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const theme = useSyncExternalStore(subscribeTheme, readTheme, getServerTheme)

  // Also covers changes that came from another tab.
  useEffect(() => applyTheme(theme), [theme])

  const value = useMemo(
    () => ({
      theme,
      setTheme: (next: Theme) => writeTheme(next),
      toggleTheme: () => writeTheme(readTheme() === 'dark' ? 'light' : 'dark'),
    }),
    [theme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}
