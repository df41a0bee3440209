import type { MetadataRoute } from 'next'
import { LOCALES } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { ALL_ROUTES, siteUrl } from '@/site'

/** Every route in every language, each entry naming its other languages (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl()
  const at = (path: string) => new URL(path, base).toString()
  return ALL_ROUTES.flatMap((route) => {
    const languages = Object.fromEntries(LOCALES.map((locale) => [locale, at(localePath(locale, route.path))]))
    return LOCALES.map((locale) => ({
      url: at(localePath(locale, route.path)),
      changeFrequency: 'monthly' as const,
      priority: route.path === '/' ? 1 : 0.5,
      alternates: { languages },
    }))
  })
}
