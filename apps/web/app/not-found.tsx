import './styles/base.css'
import { TrustedTypesScript } from '@/csp/TrustedTypesScript'
import { TEXTS } from '@/texts'

/** The 404 of an address outside the pages (the proxy rewrites every page address into app/[locale]). */
export default function GlobalNotFound() {
  return (
    <html lang="en" data-theme="dark">
      <head>
        <TrustedTypesScript />
      </head>
      <body>
        <main id="main" className="bare-page">
          <title>{TEXTS.notFound.title}</title>
          <h1>{TEXTS.notFound.title}</h1>
          <p className="lead">{TEXTS.notFound.body}</p>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link's client code would join every page's first download */}
            <a href="/">{TEXTS.notFound.back}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
