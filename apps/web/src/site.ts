// The site's map: routes, navigation and social links, shared by the shell, the sitemap and the tests.

import { en } from './i18n/messages/en'
import type { Messages } from './i18n/messages/types'
import { localePath } from './i18n/paths'
import type { Locale } from './i18n/locales'

export type RouteKey = keyof Messages['routes']

export type RouteInfo = {
  /** Its title and description in the catalogs: messages.routes[key]. */
  key: RouteKey
  path: string
  /** English (the catalogs hold every language's). */
  title: string
  /** One line on what the page is for (also its meta description). */
  description: string
  /** The shared top navigation shows on this page (docs/behaviour.md, shell rules). */
  sharedNav: boolean
}

export const ROUTES = {
  home: { key: 'home', path: '/', title: en.routes.home.title, description: en.routes.home.description, sharedNav: false },
  stardust: { key: 'stardust', path: '/stardust', title: en.routes.stardust.title, description: en.routes.stardust.description, sharedNav: true },
  stake: { key: 'stake', path: '/stake', title: en.routes.stake.title, description: en.routes.stake.description, sharedNav: true },
  purchase: { key: 'purchase', path: '/purchase', title: en.routes.purchase.title, description: en.routes.purchase.description, sharedNav: true },
  game: { key: 'game', path: '/game-test', title: en.routes.game.title, description: en.routes.game.description, sharedNav: false },
  privacy: { key: 'privacy', path: '/privacy-policy', title: en.routes.privacy.title, description: en.routes.privacy.description, sharedNav: true },
  terms: { key: 'terms', path: '/terms-of-use', title: en.routes.terms.title, description: en.routes.terms.description, sharedNav: true },
  claimMantle: { key: 'claimMantle', path: '/claim-mantle', title: en.routes.claimMantle.title, description: en.routes.claimMantle.description, sharedNav: false },
  claimArbitrum: { key: 'claimArbitrum', path: '/claim-arbitrum', title: en.routes.claimArbitrum.title, description: en.routes.claimArbitrum.description, sharedNav: false },
  claim: { key: 'claim', path: '/claim', title: en.routes.claim.title, description: en.routes.claim.description, sharedNav: false },
} as const satisfies Record<string, RouteInfo>

export const ALL_ROUTES: readonly RouteInfo[] = Object.values(ROUTES)

export type NavLink = {
  route: RouteKey
  /** English; navLinks() gives each locale's. */
  label: string
  href: string
  /** Opens in a new tab with rel="noopener noreferrer" (the Game). */
  newTab?: boolean
  /** Listed in the phone's full-screen menu (spec: all but Purchase and Game). */
  inMobileMenu: boolean
}

export const NAV_LINKS: readonly NavLink[] = [
  { route: 'stardust', label: ROUTES.stardust.title, href: ROUTES.stardust.path, inMobileMenu: true },
  { route: 'stake', label: ROUTES.stake.title, href: ROUTES.stake.path, inMobileMenu: true },
  { route: 'purchase', label: ROUTES.purchase.title, href: ROUTES.purchase.path, inMobileMenu: false },
  { route: 'game', label: ROUTES.game.title, href: ROUTES.game.path, newTab: true, inMobileMenu: false },
]

export const LEGAL_LINKS: readonly NavLink[] = [
  { route: 'privacy', label: ROUTES.privacy.title, href: ROUTES.privacy.path, inMobileMenu: true },
  { route: 'terms', label: ROUTES.terms.title, href: ROUTES.terms.path, inMobileMenu: true },
]

/** Links in a locale: its labels and its paths (the shell rules, which open in a new tab and which the phone's menu lists, unchanged). */
export function localizeLinks(links: readonly NavLink[], locale: Locale, messages: Messages): NavLink[] {
  return links.map((link) => ({ ...link, label: messages.routes[link.route].title, href: localePath(locale, link.href) }))
}

export type SocialName = 'twitter' | 'discord' | 'youtube' | 'medium'
export type SocialLink = { name: SocialName; label: string; href: string }

// The product names the four networks but not the handles; set the real ones here.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'twitter', label: 'Twitter', href: 'https://x.com/stardust' },
  { name: 'discord', label: 'Discord', href: 'https://discord.gg/stardust' },
  { name: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@stardust' },
  { name: 'medium', label: 'Medium', href: 'https://medium.com/@stardust' },
]

/** The public origin, for metadata, the sitemap and robots.txt. */
export function siteUrl(): URL {
  const raw = process.env.NEXT_PUBLIC_SITE_URL ?? process.env.NEXTAUTH_URL ?? 'http://localhost:3000'
  try {
    return new URL(raw)
  } catch {
    return new URL('http://localhost:3000')
  }
}
