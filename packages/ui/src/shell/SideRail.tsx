'use client'
import type { ReactNode } from 'react'
import { cx } from '../cx.js'
import { texts } from '../texts.js'
import type { LinkComponent } from '../types.js'

export type SideRailProps = {
  logo: ReactNode
  /** Where the logo leads; default '/'. */
  href?: string
  /** Accessible name of the logo link; default 'Home'. */
  logoLabel?: string
  linkComponent?: LinkComponent
  /** Extra content below the logo (e.g. the theme toggle). */
  children?: ReactNode
  className?: string
}

/**
 * The vertical rail along the left edge with the logo; shown from tablet width up (CSS). A named
 * landmark (complementary), so its content is not outside every landmark.
 */
export function SideRail({ logo, href = '/', logoLabel = texts.home, linkComponent, children, className }: SideRailProps) {
  const Link = linkComponent ?? 'a'
  return (
    <aside className={cx('sd-rail', className)} aria-label={texts.sideRail}>
      <Link href={href} className="sd-rail__logo" aria-label={logoLabel}>
        {logo}
      </Link>
      {children ? <div className="sd-rail__content">{children}</div> : null}
    </aside>
  )
}
