import 'server-only'
import { notFound } from 'next/navigation'
import { DEFAULT_LOCALE } from './locales'
import type { Locale } from './locales'
import { segmentLocale } from './paths'
import { CATALOGS } from './messages/catalogs'
import type { Messages, Section } from './messages/types'

/** A locale's catalog, on the server (server components, metadata; the browser gets sections of it, getSections). */
export function getMessages(locale: Locale): Messages {
  return CATALOGS[locale]
}

/** Some sections of a locale's catalog: what one layout or page sends its browser code (CatalogSections). */
export function getSections<S extends Section>(locale: Locale, sections: readonly S[]): Pick<Messages, S> {
  const catalog = CATALOGS[locale]
  return Object.fromEntries(sections.map((section) => [section, catalog[section]])) as Pick<Messages, S>
}

/** The [locale] segment of a route's params ('en' is English's, which the proxy rewrites to): a locale, or not found. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale: segment } = await params
  const locale = segment === DEFAULT_LOCALE ? DEFAULT_LOCALE : segmentLocale(segment)
  if (!locale) notFound()
  return locale
}
