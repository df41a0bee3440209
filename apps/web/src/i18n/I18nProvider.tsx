'use client'

import { createContext, useContext, useMemo } from 'react'
import type { ReactNode } from 'react'
import { DEFAULT_LOCALE } from './locales'
import type { Locale } from './locales'
import type { Messages } from './messages/types'
import { guardSections } from './missingSection'

type I18n = {
  locale: Locale
  /** The sections sent by every provider above; outside production, reading one not sent throws (missingSection.ts). */
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
  // Spreading the guarded sections above copies what was sent (a missing one is only refused when read).
  const value = useMemo(() => ({ locale, messages: guardSections({ ...parent?.messages, ...messages }) }), [locale, messages, parent])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

function useI18n(): I18n {
  const value = useContext(I18nContext)
  // Said outside production only: every page's first download would carry the words.
  if (!value && process.env.NODE_ENV !== 'production') throw new Error('no I18nProvider above')
  return value!
}

/**
 * The page's catalog: the sections sent to this part of the page (outside production, reading another throws).
 * A part drawn elsewhere (a wallet island's portal) carries them there in its own I18nProvider.
 */
export function useMessages(): Messages {
  return useI18n().messages
}

/** The page's locale. */
export function useLocale(): Locale {
  return useContext(I18nContext)?.locale ?? DEFAULT_LOCALE
}
