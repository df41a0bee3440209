import 'server-only'
import { notFound } from 'next/navigation'
import { DEFAULT_LOCALE } from './locales'
import type { Locale } from './locales'
import { segmentLocale } from './paths'
import { CATALOGS } from './messages/catalogs'
import type { Messages } from './messages/types'

/** A locale's catalog, on the server (server components, metadata, the layout that hands it to the browser). */
export function getMessages(locale: Locale): Messages {
  return CATALOGS[locale]
}

/** The [locale] segment of a route's params ('en' is English's, which the proxy rewrites to): a locale, or not found. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale: segment } = await params
  const locale = segment === DEFAULT_LOCALE ? DEFAULT_LOCALE : segmentLocale(segment)
  if (!locale) notFound()
  return locale
}
