'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useId } from 'react'
import { useLocale, useMessages } from './I18nProvider'
import { isLocale, LOCALE_NAMES, LOCALES } from './locales'
import { localePath, localeSegment, pagePath } from './paths'
import { rememberLocale } from './storage'

export type LocaleSwitcherProps = {
  /** 'compact' (bars): a globe and the language's code, the native select laid over it; 'full' (the phone menu): the select itself. */
  variant?: 'compact' | 'full'
  className?: string
}

/**
 * The language switcher: a native select (each language in its own name), which remembers the choice
 * (src/i18n/storage.ts) and opens the same page in it.
 */
export function LocaleSwitcher({ variant = 'compact', className }: LocaleSwitcherProps) {
  const locale = useLocale()
  const m = useMessages()
  const router = useRouter()
  const pathname = usePathname()
  const id = useId()
  return (
    <span className={['locale-switcher', `locale-switcher--${variant}`, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sd-visually-hidden">
        {m.site.language}
      </label>
      {variant === 'compact' && (
        <span className="locale-switcher__face" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <g fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="12" cy="12" r="9" />
              <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
            </g>
          </svg>
          <span className="locale-switcher__code">{localeSegment(locale).toUpperCase()}</span>
        </span>
      )}
      <select
        id={id}
        value={locale}
        data-testid="locale-switcher"
        onChange={(event) => {
          const next = event.target.value
          if (!isLocale(next)) return
          rememberLocale(next)
          router.push(`${localePath(next, pagePath(pathname))}${window.location.search}`)
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  )
}
