import './styles/base.css'
import Link from 'next/link'
import { TEXTS } from '@/texts'

/** The 404 of an address outside the pages (the proxy rewrites every page address into app/[locale]). */
export default function GlobalNotFound() {
  return (
    <html lang="en" data-theme="dark">
      <body>
        <main id="main" className="bare-page">
          <title>{TEXTS.notFound.title}</title>
          <h1>{TEXTS.notFound.title}</h1>
          <p className="lead">{TEXTS.notFound.body}</p>
          <p>
            <Link href="/">{TEXTS.notFound.back}</Link>
          </p>
        </main>
      </body>
    </html>
  )
}
