'use client'

import { useLocale, useMessages } from '@/i18n/I18nProvider'
import { localePath } from '@/i18n/paths'
import { IntentLink as Link } from './IntentLink'
import { BareBar } from './BareBar'

/** The 404 in the page's language (a not-found page gets no params: the language comes from the layout's provider). */
export function NotFoundPage() {
  const locale = useLocale()
  const m = useMessages()
  return (
    <>
      <title>{m.notFound.title}</title>
      <meta name="robots" content="noindex" />
      <BareBar />
      <main id="main" className="bare-page">
        <h1>{m.notFound.title}</h1>
        <p className="lead">{m.notFound.body}</p>
        <p>
          <Link href={localePath(locale, '/')}>{m.notFound.back}</Link>
        </p>
      </main>
    </>
  )
}
