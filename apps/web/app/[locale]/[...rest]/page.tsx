import { notFound } from 'next/navigation'

/** Any other address inside a language: that language's 404 (app/[locale]/not-found.tsx) with its layout. */
export default function Unknown() {
  notFound()
}
