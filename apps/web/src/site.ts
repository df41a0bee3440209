// The site's map: routes, navigation and social links, shared by the shell, the sitemap and the tests.

import type { Messages } from './i18n/messages/types'
import { localePath } from './i18n/paths'
import type { Locale } from './i18n/locales'

export type RouteKey = keyof Messages['routes']

export type RouteInfo = {
  /** Its title and description in the catalogs: messages.routes[key]. */
  key: RouteKey
  path: string
  /** The shared top navigation shows on this page (docs/behaviour.md, shell rules). */
  sharedNav: boolean
}

export const ROUTES = {
  home: { key: 'home', path: '/', sharedNav: false },
  stardust: { key: 'stardust', path: '/stardust', sharedNav: true },
  stake: { key: 'stake', path: '/stake', sharedNav: true },
  purchase: { key: 'purchase', path: '/purchase', sharedNav: true },
  game: { key: 'game', path: '/game-test', sharedNav: false },
  privacy: { key: 'privacy', path: '/privacy-policy', sharedNav: true },
  terms: { key: 'terms', path: '/terms-of-use', sharedNav: true },
  claimMantle: { key: 'claimMantle', path: '/claim-mantle', sharedNav: false },
  claimArbitrum: { key: 'claimArbitrum', path: '/claim-arbitrum', sharedNav: false },
  claim: { key: 'claim', path: '/claim', sharedNav: false },
} as const satisfies Record<string, RouteInfo>

export const ALL_ROUTES: readonly RouteInfo[] = Object.values(ROUTES)

export type NavLink = {
  route: RouteKey
  /** In the page's language (localizeLinks). */
  label: string
  href: string
  /** Opens in a new tab with rel="noopener noreferrer" (the Game). */
  newTab?: boolean
  /** Listed in the phone's full-screen menu (spec: all but Purchase and Game). */
  inMobileMenu: boolean
}

/** The links before they take a language: its title comes from the page's catalog (localizeLinks). */
export type SiteLink = Omit<NavLink, 'label'>

export const NAV_LINKS: readonly SiteLink[] = [
  { route: 'stardust', href: ROUTES.stardust.path, inMobileMenu: true },
  { route: 'stake', href: ROUTES.stake.path, inMobileMenu: true },
  { route: 'purchase', href: ROUTES.purchase.path, inMobileMenu: false },
  { route: 'game', href: ROUTES.game.path, newTab: true, inMobileMenu: false },
]

export const LEGAL_LINKS: readonly SiteLink[] = [
  { route: 'privacy', href: ROUTES.privacy.path, inMobileMenu: true },
  { route: 'terms', href: ROUTES.terms.path, inMobileMenu: true },
]

/** Links in a locale: its labels and its paths (the shell rules, which open in a new tab and which the phone's menu lists, unchanged). */
export function localizeLinks(links: readonly SiteLink[], locale: Locale, messages: Messages): NavLink[] {
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
