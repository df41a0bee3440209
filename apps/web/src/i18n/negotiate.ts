import { DEFAULT_LOCALE, LOCALES } from './locales'
import type { Locale } from './locales'

/** One Accept-Language tag to a site locale: exact, then by language (es-* Latin American, pt-* Brazilian, zh by script or region). */
function matchTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const [language, ...rest] = lower.split('-')
  if (language === 'zh') {
    if (rest.includes('hk') || rest.includes('mo')) return 'zh-HK'
    if (rest.includes('tw') || rest.includes('hant')) return 'zh-TW'
    return 'zh-CN'
  }
  if (language === 'es') return 'es-419'
  if (language === 'pt') return 'pt-BR'
  return LOCALES.find((locale) => locale === language)
}

/**
 * The site locale an Accept-Language header prefers most ("de-DE,de;q=0.9,en;q=0.8" -> 'de'); English
 * when it names none of ours. Tags with q=0 are refused, not chosen.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q === undefined ? 1 : Number(q.slice(2))
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const locale = matchTag(tag)
    if (locale) return locale
  }
  return DEFAULT_LOCALE
}
