import type { ReactNode } from 'react'
import { I18nProvider } from './I18nProvider'
import type { Locale } from './locales'
import type { Section } from './messages/types'
import { getSections } from './server'

type Props = {
  locale: Locale
  /** Literal, so clientSections.test.ts can read it: the sections the browser code below reads, and no ancestor sent. */
  sections: readonly Section[]
  children: ReactNode
}

/** Sends the browser code below these sections of the locale's catalog, on top of what the layouts above sent. */
export function CatalogSections({ locale, sections, children }: Props) {
  return (
    <I18nProvider locale={locale} messages={getSections(locale, sections)}>
      {children}
    </I18nProvider>
  )
}
