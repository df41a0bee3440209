'use client'

import { Header, MotionProvider, SideRail, SmoothScrollProvider, ThemeToggle } from '@stardust/ui'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { Logo } from '@/page-parts/Logo'
import { TEXTS } from '@/texts'
import { ConnectSlot } from '@/wallet-bridge/ConnectSlot'
import { HEADER_NAV_ITEMS, HEADER_SOCIALS } from './navItems'
import { NextLink } from './NextLink'
import { SiteToast } from './SiteToast'
import { useLenis } from './useLenis'

/** The shared top navigation, side rail and smooth scrolling of the (site) pages. */
export function SiteShell({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const lenis = useLenis()
  return (
    <MotionProvider>
      <SmoothScrollProvider controller={lenis}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header
          logo={<Logo size={32} gradientId="sd-logo-header" />}
          logoLabel={`${TEXTS.siteName} home`}
          navItems={HEADER_NAV_ITEMS}
          socials={HEADER_SOCIALS}
          linkComponent={NextLink}
          currentHref={pathname}
          connectSlot={
            <div className="header-actions">
              <ThemeToggle />
              <ConnectSlot />
            </div>
          }
        />
        <SideRail logo={<Logo size={28} gradientId="sd-logo-rail" />} logoLabel={`${TEXTS.siteName} home`} linkComponent={NextLink} />
        {children}
        <SiteToast />
      </SmoothScrollProvider>
    </MotionProvider>
  )
}
