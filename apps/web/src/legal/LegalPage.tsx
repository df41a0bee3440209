import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
import type { RouteInfo } from '@/site'

/**
 * A legal page: its title in the page's language; the text itself is English (the binding version), so in
 * any other language a line says so and the text is marked lang="en" for screen readers and translators.
 */
export function LegalPage({ route, locale, children }: { route: RouteInfo; locale: Locale; children: ReactNode }) {
  const m = getMessages(locale)
  return (
    <div className="page">
      <h1>{m.routes[route.key].title}</h1>
      {locale !== 'en' && (
        <p className="legal-in-english" data-testid="legal-in-english">
          {m.site.legalInEnglish}
        </p>
      )}
      <div lang="en" dir="ltr">
        {children}
      </div>
    </div>
  )
}
