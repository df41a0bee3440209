// The site's languages: the 19 RainbowKit's connect modal speaks. English keeps the paths without a prefix.

export const LOCALES = ['en', 'ar', 'de', 'es-419', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW'] as const

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Languages written right to left. */
export function direction(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * The tag Intl formats with. English is en-US (the specification's "1,234.5"); Arabic pins Latin digits,
 * as wallets and explorers show them and so the server's and the browser's ICU cannot disagree
 * (typed Arabic-Indic digits are still read, parseAmount.ts).
 */
export function intlLocale(locale: Locale): string {
  if (locale === 'en') return 'en-US'
  if (locale === 'ar') return 'ar-u-nu-latn'
  return locale
}

/** Each language by its own name, as the switcher lists it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  'es-419': 'Español (Latinoamérica)',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
}
