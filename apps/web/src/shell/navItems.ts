import type { NavItem, SocialLink } from '@stardust/ui/server'
import { NAV_LINKS, SOCIAL_LINKS } from '@/site'
import type { SocialName } from '@/site'

const ICONS = { twitter: 'x', discord: 'discord', youtube: 'youtube', medium: 'medium' } as const satisfies Record<
  SocialName,
  SocialLink['icon']
>

/** The site's navigation in the shape @stardust/ui's Header takes. */
export const HEADER_NAV_ITEMS: readonly NavItem[] = NAV_LINKS.map((link) => ({
  href: link.href,
  label: link.label,
  ...(link.newTab ? { newTab: true } : {}),
  mobile: link.inMobileMenu,
}))

export const HEADER_SOCIALS: readonly SocialLink[] = SOCIAL_LINKS.map((social) => ({
  label: `Stardust on ${social.label}`,
  href: social.href,
  icon: ICONS[social.name],
}))
