import type { NavItem, SocialLink } from '../src/types.js'

// The site's pages (spec section 2): Purchase and Game stay out of the mobile menu.
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

export const logo = <span>Stardust</span>
