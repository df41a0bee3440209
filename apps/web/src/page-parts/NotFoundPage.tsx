import { localePath } from '@/i18n/paths'
import { requestLocale } from '@/i18n/requestLocale'
import { getMessages } from '@/i18n/server'
import { Logo } from './Logo'

/**
 * The 404 in the page's language, rendered on the server only: no client component, so no code of its own in
 * any page's download (every page carries its layout's 404). Its language is the layout's (requestLocale).
 */
export function NotFoundPage() {
  const locale = requestLocale()
  const m = getMessages(locale)
  const home = localePath(locale, '/')
  return (
    <>
      <title>{m.notFound.title}</title>
      <meta name="robots" content="noindex" />
      <header className="bare-bar">
        <a href={home} className="brand" aria-label={m.site.homeLabel}>
          <Logo size={28} />
          <span>{m.site.name}</span>
        </a>
      </header>
      <main id="main" className="bare-page">
        <h1>{m.notFound.title}</h1>
        <p className="lead">{m.notFound.body}</p>
        <p>
          <a href={home}>{m.notFound.back}</a>
        </p>
      </main>
    </>
  )
}
