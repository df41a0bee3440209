import { ThemeScript } from '@stardust/ui/server'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Providers } from '@/shell/Providers'
import { ROUTES, siteUrl } from '@/site'
import { TEXTS } from '@/texts'
import '@stardust/ui/styles.css'
import './styles/base.css'
import './styles/shell.css'
import './styles/pages.css'
import './styles/legal.css'

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: TEXTS.siteName, template: `%s · ${TEXTS.siteName}` },
  description: ROUTES.home.description,
  applicationName: TEXTS.siteName,
  openGraph: {
    type: 'website',
    siteName: TEXTS.siteName,
    title: TEXTS.siteName,
    description: ROUTES.home.description,
    url: '/',
  },
  twitter: { card: 'summary_large_image', title: TEXTS.siteName, description: ROUTES.home.description },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#07060f' },
    { media: '(prefers-color-scheme: light)', color: '#f7f5ff' },
  ],
  width: 'device-width',
  initialScale: 1,
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme before the first paint; React must not fight it.
    <html lang="en" data-theme="dark" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body>
        <Providers gaId={process.env.NEXT_PUBLIC_GA_ID || undefined}>{children}</Providers>
      </body>
    </html>
  )
}
