import { DEFAULT_LOCALE, LOCALES } from './locales'
import type { Locale } from './locales'

/**
 * The path prefix of each locale: lower case, and Spanish (Latin America, the one Spanish) as plain 'es'
 * so shared links read /es/stake. English has none: it keeps the specification's paths.
 */
export function localeSegment(locale: Locale): string {
  return locale === 'es-419' ? 'es' : locale.toLowerCase()
}

/** The locale of a path prefix ('es' -> 'es-419', 'zh-tw' -> 'zh-TW'); undefined for anything else, 'en' included. */
export function segmentLocale(segment: string): Locale | undefined {
  return LOCALES.find((locale) => locale !== DEFAULT_LOCALE && localeSegment(locale) === segment)
}

/** A site path in a locale: '/stake' -> '/es/stake', '/' -> '/ar'; English paths unchanged. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${localeSegment(locale)}` : `/${localeSegment(locale)}${path}`
}

/** The locale a pathname is in, and the path without its prefix: '/ar/claim' -> { locale: 'ar', path: '/claim', prefixed: true }. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const first = pathname.split('/')[1] ?? ''
  const locale = segmentLocale(first)
  if (!locale) return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false }
  const rest = pathname.slice(first.length + 1)
  return { locale, path: rest === '' ? '/' : rest, prefixed: true }
}

/**
 * The page's path without any language: '/de/stake' and '/en/stake' (where the proxy serves English from,
 * which the router may report) are both '/stake'.
 */
export function pagePath(pathname: string): string {
  const { path, prefixed } = splitLocale(pathname)
  if (prefixed) return path
  if (pathname === `/${DEFAULT_LOCALE}`) return '/'
  return pathname.startsWith(`/${DEFAULT_LOCALE}/`) ? pathname.slice(DEFAULT_LOCALE.length + 1) : pathname
}
