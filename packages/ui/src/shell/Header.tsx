'use client'
import { m } from 'motion/react'
import { useCallback, useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { NAV_FADE_DELAYS_S, NAV_FADE_DURATION_S, TABLET_MIN_WIDTH_PX } from '../constants.js'
import { cx } from '../cx.js'
import { useBreakpoint } from '../hooks/useBreakpoint.js'
import { ShellMotion } from '../motion/ShellMotion.js'
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion.js'
import { texts as englishTexts } from '../texts.js'
import type { ShellTexts } from '../texts.js'
import type { LinkComponent, NavItem, SocialLink } from '../types.js'
import { MenuButton } from './MenuButton.js'
import { MobileMenu } from './MobileMenu.js'
import { NavLink } from './NavLink.js'
import { ScrollProgress } from './ScrollProgress.js'
import { SocialLinks } from './SocialLinks.js'

export type HeaderProps = {
  logo: ReactNode
  navItems: readonly NavItem[]
  socials?: readonly SocialLink[]
  /** The connect button (RainbowKit's ConnectButton, wired by the site). */
  connectSlot?: ReactNode
  /** Link component for internal pages, e.g. `next/link`; default a plain <a>. */
  linkComponent?: LinkComponent
  /** Items of the mobile menu; default `navItems` without those marked `mobile: false`. */
  mobileMenuItems?: readonly NavItem[]
  /** href of the current page, marked `aria-current="page"`. */
  currentHref?: string
  /** Where the logo leads; default '/'. */
  logoHref?: string
  /**
   * Accessible name of the logo link; default 'Home'. `null`: none, the logo's own content (text,
   * an img alt) names the link; a logo showing text must not get a different label (WCAG 2.5.3).
   */
  logoLabel?: string | null
  /** Show the scroll progress bar; default true. */
  scrollProgress?: boolean
  /** Hide the pointer over the social icons (the homepage does). */
  hideSocialCursor?: boolean
  className?: string
  /** The shell's texts in the page's language; default English. */
  texts?: ShellTexts
  /** Shown at the foot of the mobile menu (the site's language switcher). */
  menuFooter?: ReactNode
}

const fade = (reduced: boolean, delay: number) =>
  ({
    // With reduced motion nothing fades: the element is simply there.
    initial: reduced ? false : { opacity: 0 },
    animate: { opacity: 1 },
    transition: { delay, duration: NAV_FADE_DURATION_S },
  }) as const

/**
 * The site header: logo, inline navigation from tablet width (768 px) up and a hamburger with a
 * full-screen menu below it, social links, the connect slot and a scroll progress bar. Before
 * hydration CSS media queries pick the variant; after it, the unused one is also `hidden`.
 */
export function Header({
  logo,
  navItems,
  socials = [],
  connectSlot,
  linkComponent,
  mobileMenuItems,
  currentHref,
  logoHref = '/',
  logoLabel,
  scrollProgress = true,
  hideSocialCursor,
  className,
  texts = englishTexts,
  menuFooter,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const belowTablet = useBreakpoint(TABLET_MIN_WIDTH_PX)
  const reduced = usePrefersReducedMotion()
  const Link = linkComponent ?? 'a'

  const closeMenu = useCallback(() => setMenuOpen(false), [])
  // Growing past tablet width while the menu is open: the menu has no place there.
  useEffect(() => {
    if (belowTablet === false) setMenuOpen(false)
  }, [belowTablet])
  // A navigation that did not come from a menu link (browser back, a redirect) closes it too.
  useEffect(() => setMenuOpen(false), [currentHref])

  return (
    <ShellMotion>
      <header className={cx('sd-header', className)}>
        {scrollProgress ? <ScrollProgress /> : null}
        <div className="sd-header__bar">
          <Link href={logoHref} className="sd-header__logo" aria-label={(logoLabel === undefined ? texts.home : logoLabel) ?? undefined}>
            {logo}
          </Link>
          <m.nav className="sd-header__nav" aria-label={texts.mainNavigation} hidden={belowTablet === true} {...fade(reduced, NAV_FADE_DELAYS_S[0])}>
            <ul>
              {navItems.map((item) => (
                <li key={item.href}>
                  <NavLink item={item} className="sd-header__link" linkComponent={linkComponent} current={item.href === currentHref} newTabHint={texts.newTabHint} />
                </li>
              ))}
            </ul>
          </m.nav>
          <m.div className="sd-header__actions" {...fade(reduced, NAV_FADE_DELAYS_S[1])}>
            <SocialLinks socials={socials} className="sd-header__socials" hideCursor={hideSocialCursor} label={texts.socialLinks} />
            {connectSlot ? <div className="sd-header__connect">{connectSlot}</div> : null}
            <MenuButton open={menuOpen} controls={menuId} onClick={() => setMenuOpen(true)} hidden={belowTablet === false} label={texts.openMenu} />
          </m.div>
        </div>
        <MobileMenu
          id={menuId}
          open={menuOpen}
          onClose={closeMenu}
          items={mobileMenuItems ?? navItems}
          socials={socials}
          linkComponent={linkComponent}
          currentHref={currentHref}
          texts={texts}
          footer={menuFooter}
        />
      </header>
    </ShellMotion>
  )
}
