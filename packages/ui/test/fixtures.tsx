import type { NavItem, SocialLink } from '../src/types.js'

// The site's pages (docs/behaviour.md): Purchase and Game stay out of the mobile menu.
export const navItems: NavItem[] = [
  { href: '/stardust', label: 'Stardust' },
  { href: '/stake', label: 'Stake' },
  { href: '/purchase', label: 'Purchase', mobile: false },
  { href: '/game-test', label: 'Game', newTab: true, mobile: false },
]

export const socials: SocialLink[] = [
  { label: 'Stardust on X', href: 'https://x.com/stardust', icon: 'x' },
  { label: 'Stardust on Discord', href: 'https://discord.gg/stardust', icon: 'discord' },
  { label: 'Stardust on YouTube', href: 'https://youtube.com/@stardust', icon: 'youtube' },
  { label: 'Stardust on Medium', href: 'https://medium.com/@stardust', icon: 'medium' },
]

// A mark without text, as the site's logo: the link's name comes from `logoLabel` ('Home').
export const logo = (
  <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M16 1c1.2 7.6 5.5 13 15 15-9.5 2-13.8 7.4-15 15-1.2-7.6-5.5-13-15-15 9.5-2 13.8-7.4 15-15z" />
  </svg>
)
