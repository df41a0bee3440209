import type { ComponentType, MouseEventHandler, ReactNode } from 'react'

/** One page in the navigation. */
export type NavItem = {
  href: string
  label: string
  /** Open in a new tab (the Game page): `target="_blank" rel="noopener noreferrer"`. */
  newTab?: boolean
  /** `false` keeps the item out of the mobile menu (Purchase, Game). Default `true`. */
  mobile?: boolean
}

export type SocialIconName = 'x' | 'discord' | 'youtube' | 'medium'

/** A social profile link shown as an icon. */
export type SocialLink = {
  /** Accessible name of the icon link, e.g. 'Stardust on X'. */
  label: string
  href: string
  icon: SocialIconName
}

/** Props the shell passes to an injected link component (e.g. `next/link`). */
export type LinkComponentProps = {
  href: string
  className?: string
  children?: ReactNode
  onClick?: MouseEventHandler<HTMLAnchorElement>
  target?: string
  rel?: string
  'aria-current'?: 'page'
  'aria-label'?: string
}

export type LinkComponent = ComponentType<LinkComponentProps>

/** Anything with `start()` and `stop()`, e.g. a Lenis instance. */
export type SmoothScrollController = {
  start(): void
  stop(): void
}
