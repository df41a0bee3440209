// Server-safe face of @stardust/ui (no 'use client'): what a React Server Component such as the
// root layout may import as real values, e.g. the theme script for <head>, or the social links
// of a page that ships no script. Importing these from
// the main entry in a server component would give client references, not values.
export {
  BREAKPOINT_PX,
  DEFAULT_THEME,
  INTRO_DURATION_MS,
  NAV_FADE_DELAYS_S,
  TABLET_MIN_WIDTH_PX,
  THEME_STORAGE_KEY,
  TOAST_DURATION_MS,
} from '../constants.js'
export { texts } from '../texts.js'
export type { ShellTexts } from '../texts.js'
export { SocialLinks } from '../shell/SocialLinks.js'
export type { SocialLinksProps } from '../shell/SocialLinks.js'
export { ThemeScript } from '../theme/ThemeScript.js'
export type { ThemeScriptProps } from '../theme/ThemeScript.js'
export { themeInitScript } from '../theme/themeInitScript.js'
export type { Theme } from '../theme/themeStore.js'
export type { LinkComponent, LinkComponentProps, NavItem, SmoothScrollController, SocialIconName, SocialLink } from '../types.js'
