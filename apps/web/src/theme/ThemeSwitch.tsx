'use client'

import { DEFAULT_THEME } from '@stardust/ui/server'
import { useSyncExternalStore } from 'react'
import { TEXTS } from '@/texts'
import { currentTheme, setTheme, subscribeTheme } from './themeSwitchStore'

/**
 * The theme button of the pages without the shared navigation (/, claim pages, game). It
 * looks and behaves like @stardust/ui's ThemeToggle but needs no provider, so those pages do
 * not download the shell bundle (and motion) just to switch colours: the page-weight goal.
 */
export function ThemeSwitch() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => DEFAULT_THEME)
  const label = theme === 'dark' ? TEXTS.theme.toLight : TEXTS.theme.toDark
  return (
    <button
      type="button"
      className="sd-theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {theme === 'dark' ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        ) : (
          <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  )
}
