import type { ReactNode } from 'react'
import { IntentLink } from '@/page-parts/IntentLink'
import { LEGAL_LINKS } from '@/site'
import { SiteShell } from '@/shell/SiteShell'

/** Pages with the shared top navigation (docs/behaviour.md). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      <main id="main">{children}</main>
      <footer className="site-footer">
        {LEGAL_LINKS.map((link) => (
          <IntentLink key={link.href} href={link.href}>
            {link.label}
          </IntentLink>
        ))}
      </footer>
    </SiteShell>
  )
}
