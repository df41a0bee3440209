'use client'

import { Header, MotionProvider, SideRail, SmoothScrollProvider, ThemeToggle } from '@stardust/ui'
import { usePathname } from 'next/navigation'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { useLocale, useMessages } from '@/i18n/I18nProvider'
import { LocaleSwitcher } from '@/i18n/LocaleSwitcher'
import { localePath, pagePath } from '@/i18n/paths'
import { Logo } from '@/page-parts/Logo'
import { ConnectSlot } from '@/wallet-bridge/ConnectSlot'
import { headerNavItems, headerSocials } from './navItems'
import { NextLink } from './NextLink'
import { SiteToast } from './SiteToast'
import { useLenis } from './useLenis'

/** The shared top navigation, side rail and smooth scrolling of the (site) pages, in the page's language. */
export function SiteShell({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const lenis = useLenis()
  const locale = useLocale()
  const m = useMessages()
  const navItems = useMemo(() => headerNavItems(locale, m), [locale, m])
  const socials = useMemo(() => headerSocials(m), [m])
  const home = localePath(locale, '/')
  return (
    <MotionProvider>
      <SmoothScrollProvider controller={lenis}>
        <a className="skip-link" href="#main">
          {m.site.skipToContent}
        </a>
        <Header
          logo={<Logo size={32} gradientId="sd-logo-header" />}
          logoLabel={m.site.homeLabel}
          logoHref={home}
          navItems={navItems}
          socials={socials}
          linkComponent={NextLink}
          currentHref={localePath(locale, pagePath(pathname))}
          texts={m.shell}
          menuFooter={<LocaleSwitcher variant="full" />}
          connectSlot={
            <div className="header-actions">
              <LocaleSwitcher className="locale-switcher--header" />
              <ThemeToggle labels={m.shell} />
              <ConnectSlot />
            </div>
          }
        />
        <SideRail
          logo={<Logo size={28} gradientId="sd-logo-rail" />}
          logoLabel={m.site.homeLabel}
          href={home}
          label={m.shell.sideRail}
          linkComponent={NextLink}
        >
          <LocaleSwitcher className="locale-switcher--rail" />
        </SideRail>
        {children}
        <SiteToast />
      </SmoothScrollProvider>
    </MotionProvider>
  )
}
