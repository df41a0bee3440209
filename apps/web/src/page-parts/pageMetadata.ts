import type { Metadata } from 'next'
import { LOCALES } from '@/i18n/locales'
import type { Locale } from '@/i18n/locales'
import { CATALOGS } from '@/i18n/messages/catalogs'
import { localePath, segmentLocale } from '@/i18n/paths'
import type { RouteInfo } from '@/site'

/** The same page in every language (hreflang), English also as x-default. */
export function languageAlternates(path: string): Record<string, string> {
  return { ...Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])), 'x-default': path }
}

/** Title, description, canonical address and language alternates of one route, in a locale. */
export function pageMetadata(route: RouteInfo, locale: Locale): Metadata {
  const { title, description } = CATALOGS[locale].routes[route.key]
  const url = localePath(locale, route.path)
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(route.path) },
    openGraph: { title, description, url, locale: locale.replace('-', '_') },
  }
}

/** A page's generateMetadata: its route's metadata in the [locale] param's language. */
export function routeMetadata(route: RouteInfo) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale: segment } = await params
    return pageMetadata(route, segmentToLocale(segment))
  }
}

function segmentToLocale(segment: string): Locale {
  return segmentLocale(segment) ?? 'en'
}
