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
