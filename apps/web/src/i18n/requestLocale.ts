import 'server-only'
import { cache } from 'react'
import { DEFAULT_LOCALE } from './locales'
import type { Locale } from './locales'

// One per request (React's cache): the [locale] layout sets it, and what renders inside it without params of its
// own (the language's 404) reads it. A not-found page gets no params, and a client component there would put its
// code into every page's first download (the 404 is part of each page's tree).
const current = cache(() => ({ locale: DEFAULT_LOCALE as Locale }))

export function setRequestLocale(locale: Locale): void {
  current().locale = locale
}

export function requestLocale(): Locale {
  return current().locale
}
