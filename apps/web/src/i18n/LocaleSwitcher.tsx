'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useId } from 'react'
import { useLocale, useMessages } from './I18nProvider'
import { isLocale, LOCALE_NAMES, LOCALES } from './locales'
import { localePath, splitLocale } from './paths'
import { rememberLocale } from './storage'

/**
 * The language switcher of the header, the bare bar and the phone's menu: a native select (each language
 * in its own name), which remembers the choice (src/i18n/storage.ts) and opens the same page in it.
 */
export function LocaleSwitcher({ className }: { className?: string }) {
  const locale = useLocale()
  const m = useMessages()
  const router = useRouter()
  const pathname = usePathname()
  const id = useId()
  return (
    <span className={className ? `locale-switcher ${className}` : 'locale-switcher'}>
      <label htmlFor={id} className="sd-visually-hidden">
        {m.site.language}
      </label>
      <select
        id={id}
        value={locale}
        data-testid="locale-switcher"
        onChange={(event) => {
          const next = event.target.value
          if (!isLocale(next)) return
          rememberLocale(next)
          router.push(`${localePath(next, splitLocale(pathname).path)}${window.location.search}`)
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
