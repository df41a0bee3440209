'use client'

import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE } from './locales'
import type { Locale } from './locales'
import type { Messages } from './messages/types'

type I18n = { locale: Locale; messages: Messages }

const I18nContext = createContext<I18n | null>(null)

/** The page's locale and its catalog (one locale's, from the [locale] layout) for every client component below. */
export function I18nProvider({ locale, messages, children }: I18n & { children?: ReactNode }) {
  return <I18nContext.Provider value={{ locale, messages }}>{children}</I18nContext.Provider>
}

function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useMessages/useLocale outside I18nProvider (app/[locale]/layout.tsx)')
  return value
}

/** The page's catalog. */
export function useMessages(): Messages {
  return useI18n().messages
}

/** The page's locale. */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE
}
