import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { siteUrl } from '@/site'

// For the pages outside app/[locale] (the 404 of an address the proxy does not see): absolute metadata URLs.
export const metadata: Metadata = { metadataBase: siteUrl() }

/**
 * Every page lives under app/[locale], whose layout writes <html lang dir> in the page's language; this
 * root only passes through (the 404 of an address the proxy does not see, app/not-found.tsx, brings its own).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
