'use client'

import { createContext, useContext, useMemo } from 'react'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE } from './locales'
import type { Locale } from './locales'
import type { Messages } from './messages/types'
import { guardSections } from './missingSection'

type I18n = {
  locale: Locale
  /** The sections sent by every provider above, as they came (what a wallet island carries into the wallet stack). */
  sections: Partial<Messages>
  /** The same, guarded: a section that was not sent throws when read (missingSection.ts). */
  messages: Messages
}

const I18nContext = createContext<I18n | null>(null)

export type I18nProviderProps = {
  locale: Locale
  /** Catalog sections for the code below, added to those of the providers above (server side: CatalogSections). */
  messages: Partial<Messages>
  children?: ReactNode
}

/**
 * The page's locale and the sections of its catalog that its browser code reads. The [locale] layout sends what
 * every page's shared code needs (the wallet stack, which may load on any page); a layout or page adds its own
 * below it, so a page's payload carries only the sections its own browser code reads.
 */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  const parent = useContext(I18nContext)
  const value = useMemo(() => {
    const sections = parent ? { ...parent.sections, ...messages } : messages
    return { locale, sections, messages: guardSections(sections) }
  }, [locale, messages, parent])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('no I18nProvider above')
  return value
}

/** The page's catalog: the sections it was sent (reading another throws). */
export function useMessages(): Messages {
  return useI18n().messages
}

/** The sections sent to this part of the page, unguarded: for carrying them to a part drawn elsewhere (a portal). */
export function useSentSections(): Partial<Messages> {
  return useI18n().sections
}

/** The page's locale. */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE
}
