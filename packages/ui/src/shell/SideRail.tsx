'use client'
import type { ReactNode } from 'react'
import { cx } from '../cx.js'
import { texts } from '../texts.js'
import type { LinkComponent } from '../types.js'

export type SideRailProps = {
  logo: ReactNode
  /** Where the logo leads; default '/'. */
  href?: string
  /**
   * Accessible name of the logo link; default 'Home'. `null`: none, the logo's own content (text,
   * an img alt) names the link; a logo showing text must not get a different label (WCAG 2.5.3).
   */
  logoLabel?: string | null
  linkComponent?: LinkComponent
  /** Extra content below the logo (e.g. the theme toggle). */
  children?: ReactNode
  className?: string
  /** The rail's accessible name; default 'Sidebar'. */
  label?: string
}

/**
 * The vertical rail along the left edge with the logo; shown from tablet width up (CSS). A named
 * landmark (complementary), so its content is not outside every landmark.
 */
export function SideRail({ logo, href = '/', logoLabel = texts.home, linkComponent, children, className, label = texts.sideRail }: SideRailProps) {
  const Link = linkComponent ?? 'a'
  return (
    <aside className={cx('sd-rail', className)} aria-label={label}>
      <Link href={href} className="sd-rail__logo" aria-label={logoLabel ?? undefined}>
        {logo}
      </Link>
      {children ? <div className="sd-rail__content">{children}</div> : null}
    </aside>
  )
}
