import '../../styles/pages.css'
import '../../styles/legal.css'
import type { ReactNode } from 'react'
import { CatalogSections } from '@/i18n/CatalogSections'
import { getMessages, localeParam } from '@/i18n/server'
import { IntentLink } from '@/page-parts/IntentLink'
import { LEGAL_LINKS, localizeLinks } from '@/site'
import { SiteShell } from '@/shell/SiteShell'

/** Pages with the shared top navigation (docs/behaviour.md). */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params)
  return (
    <CatalogSections locale={locale} sections={['shell', 'routes', 'toast']}>
      <SiteShell>
        <main id="main">{children}</main>
        <footer className="site-footer">
          {localizeLinks(LEGAL_LINKS, locale, getMessages(locale)).map((link) => (
            <IntentLink key={link.href} href={link.href}>
              {link.label}
            </IntentLink>
          ))}
        </footer>
      </SiteShell>
    </CatalogSections>
  )
}
