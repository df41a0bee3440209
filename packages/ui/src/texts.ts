/** Every user-facing text of the shell (accessible names included), in one place. */
export const texts = {
  mainNavigation: 'Main',
  socialLinks: 'Social links',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  home: 'Home',
  sideRail: 'Sidebar',
  switchToLight: 'Switch to light theme',
  switchToDark: 'Switch to dark theme',
  newTabHint: '(opens in a new tab)',
} as const

/** The shell's texts in another language: every key of `texts`, passed to Header, SideRail, ThemeToggle and SocialLinks. */
export type ShellTexts = { readonly [K in keyof typeof texts]: string }
