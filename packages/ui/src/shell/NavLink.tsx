'use client'
import type { MouseEventHandler } from 'react'
import { texts } from '../texts.js'
import type { LinkComponent, NavItem } from '../types.js'

export type NavLinkProps = {
  item: NavItem
  className?: string
  linkComponent?: LinkComponent | undefined
  /** `aria-current="page"` when this is the current page. */
  current?: boolean
  onClick?: MouseEventHandler<HTMLAnchorElement>
  /** Read after a new-tab link's label; default '(opens in a new tab)'. */
  newTabHint?: string
}

/** One navigation link: the injected link component for pages, a plain anchor for new tabs. */
export function NavLink({ item, className, linkComponent, current, onClick, newTabHint = texts.newTabHint }: NavLinkProps) {
  if (item.newTab) {
    return (
      <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {item.label}
        <span className="sd-visually-hidden"> {newTabHint}</span>
      </a>
    )
  }
  const Link = linkComponent ?? 'a'
  return (
    <Link href={item.href} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {item.label}
    </Link>
  )
}
