// The site's map: routes, navigation and social links, shared by the shell, the sitemap and the tests.

import { TEXTS } from './texts'

export type RouteInfo = {
  path: string
  title: string
  /** One line on what the page is for (also its meta description). */
  description: string
  /** The shared top navigation shows on this page (docs/behaviour.md, shell rules). */
  sharedNav: boolean
}

export const ROUTES = {
  home: { path: '/', title: TEXTS.siteName, description: TEXTS.siteDescription, sharedNav: false },
  stardust: { path: '/stardust', title: 'Stardust', description: 'Your Stardust points: earned by playing the Game and by staking STAR.', sharedNav: true },
  stake: { path: '/stake', title: 'Stake', description: 'Stake STAR to earn STAR over the reward period, and Stardust points for the time staked. Staking needs a connected wallet.', sharedNav: true },
  purchase: { path: '/purchase', title: 'Purchase', description: 'Buy STAR at a fixed price in the network\'s own currency, paid out at once. Purchasing needs a connected wallet.', sharedNav: true },
  game: { path: '/game-test', title: 'Game', description: 'The Stardust game. It opens in its own tab and knows the wallet you signed in with.', sharedNav: false },
  privacy: { path: '/privacy-policy', title: 'Privacy Policy', description: 'What this site stores in your browser, what its server keeps, and what analytics it uses.', sharedNav: true },
  terms: { path: '/terms-of-use', title: 'Terms of Use', description: 'The terms for using this site and connecting a wallet to it.', sharedNav: true },
  claimMantle: { path: '/claim-mantle', title: 'Claim on Mantle', description: 'Claims on the Mantle network for the wallet you sign in with.', sharedNav: false },
  claimArbitrum: { path: '/claim-arbitrum', title: 'Claim on Arbitrum', description: 'Claims on the Arbitrum network for the wallet you sign in with.', sharedNav: false },
  claim: { path: '/claim', title: 'Claim', description: 'Claims for the wallet you sign in with.', sharedNav: false },
} as const satisfies Record<string, RouteInfo>

export const ALL_ROUTES: readonly RouteInfo[] = Object.values(ROUTES)

export type NavLink = {
  label: string
  href: string
  /** Opens in a new tab with rel="noopener noreferrer" (the Game). */
  newTab?: boolean
  /** Listed in the phone's full-screen menu (spec: all but Purchase and Game). */
  inMobileMenu: boolean
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: ROUTES.stardust.title, href: ROUTES.stardust.path, inMobileMenu: true },
  { label: ROUTES.stake.title, href: ROUTES.stake.path, inMobileMenu: true },
  { label: ROUTES.purchase.title, href: ROUTES.purchase.path, inMobileMenu: false },
  { label: ROUTES.game.title, href: ROUTES.game.path, newTab: true, inMobileMenu: false },
]

export const LEGAL_LINKS: readonly NavLink[] = [
  { label: ROUTES.privacy.title, href: ROUTES.privacy.path, inMobileMenu: true },
  { label: ROUTES.terms.title, href: ROUTES.terms.path, inMobileMenu: true },
]

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
