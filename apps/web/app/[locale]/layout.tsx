import { ThemeScript } from '@stardust/ui/server'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { TrustedTypesScript } from '@/csp/TrustedTypesScript'
import { CatalogSections } from '@/i18n/CatalogSections'
import { direction, LOCALES } from '@/i18n/locales'
import { localeSegment } from '@/i18n/paths'
import { setRequestLocale } from '@/i18n/requestLocale'
import { getMessages, localeParam } from '@/i18n/server'
import { languageAlternates } from '@/page-parts/pageMetadata'
import { Providers } from '@/shell/Providers'
import { siteUrl } from '@/site'
import '@stardust/ui/styles.css'
import '../styles/base.css'
import '../styles/shell.css'
// Only what every page shows (the home page above all); the feature and legal pages' styles come with their layouts.
import '../styles/bare.css'

type Params = { params: Promise<{ locale: string }> }

/** Every language is prerendered: English under 'en' (the proxy serves it at the paths without a prefix). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale: locale === 'en' ? 'en' : localeSegment(locale) }))
}

export const dynamicParams = false

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await localeParam(params)
  const { site, routes } = getMessages(locale)
  return {
    metadataBase: siteUrl(),
    title: { default: site.name, template: `%s · ${site.name}` },
    description: routes.home.description,
    applicationName: site.name,
    alternates: { languages: languageAlternates('/') },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: site.name,
      description: routes.home.description,
      url: '/',
      locale: locale.replace('-', '_'),
    },
    twitter: { card: 'summary_large_image', title: site.name, description: routes.home.description },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#07060f' },
    { media: '(prefers-color-scheme: light)', color: '#f7f5ff' },
  ],
  width: 'device-width',
  initialScale: 1,
}

export default async function LocaleLayout({ children, params }: Params & { children: ReactNode }) {
  const locale = await localeParam(params)
  // For the language's 404 below, which gets no params (src/i18n/requestLocale.ts).
  setRequestLocale(locale)
  return (
    // The theme script sets data-theme before the first paint; React must not fight it.
    <html lang={locale} dir={direction(locale)} data-theme="dark" suppressHydrationWarning>
      <head>
        {/* First: the Trusted Types policy every later script goes through. */}
        <TrustedTypesScript />
        <ThemeScript />
      </head>
      <body>
        {/* What every page's shared browser code reads (the wallet stack may load on any page); layouts and pages add their own. */}
        <CatalogSections locale={locale} sections={['site', 'wallet', 'signIn', 'tx', 'lostAnswer']}>
          <Providers gaId={process.env.NEXT_PUBLIC_GA_ID || undefined}>{children}</Providers>
        </CatalogSections>
      </body>
    </html>
  )
}
