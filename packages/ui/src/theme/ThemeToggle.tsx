'use client'
import { cx } from '../cx.js'
import { texts } from '../texts.js'
import { useTheme } from './useTheme.js'

export type ThemeToggleProps = {
  className?: string
  /** The button's names in another language; default English. */
  labels?: { switchToLight: string; switchToDark: string }
}

/** A button that switches between dark and light; its accessible name says what it will do. */
export function ThemeToggle({ className, labels = texts }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme()
  const label = theme === 'dark' ? labels.switchToLight : labels.switchToDark
  return (
    <button
      type="button"
      className={cx('sd-theme-toggle', className)}
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {theme === 'dark' ? (
          // sun: what you switch to
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
