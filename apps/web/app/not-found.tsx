import type { Metadata } from 'next'
import { IntentLink as Link } from '@/page-parts/IntentLink'
import { BareBar } from '@/page-parts/BareBar'
import { TEXTS } from '@/texts'

export const metadata: Metadata = { title: TEXTS.notFound.title, robots: { index: false } }

export default function NotFound() {
  return (
    <>
      <BareBar />
      <main id="main" className="bare-page">
        <h1>{TEXTS.notFound.title}</h1>
        <p className="lead">{TEXTS.notFound.body}</p>
        <p>
          <Link href="/">{TEXTS.notFound.back}</Link>
        </p>
      </main>
    </>
  )
}
