// Where the visitor's language choice is remembered (docs/storage.md): localStorage for the page, and a
// cookie of the same name so the server's first answer (the proxy) follows it before any script runs.
import { isLocale } from './locales'
import type { Locale } from './locales'

export const LOCALE_STORAGE_KEY = 'locale'
export const LOCALE_COOKIE = 'locale'
/** A year: the choice outlives the visit. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600

/** Remembers the choice in both places (the browser only). */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // No localStorage (private mode, blocked): the cookie still carries it.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
}

/** The remembered choice, if any (the browser only). */
export function rememberedLocale(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    return isLocale(stored) ? stored : undefined
  } catch {
    return undefined
  }
}
