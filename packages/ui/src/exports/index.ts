// Public face of @stardust/ui: every name listed explicitly.
export {
  BREAKPOINT_PX,
  DEFAULT_THEME,
  INTRO_DURATION_MS,
  NAV_FADE_DELAYS_S,
  TABLET_MIN_WIDTH_PX,
  THEME_STORAGE_KEY,
  TOAST_DURATION_MS,
} from '../constants.js'
export { BaseError, ProviderNotFoundError } from '../errors.js'
export type { BaseErrorParameters } from '../errors.js'
export { texts } from '../texts.js'
export type { ShellTexts } from '../texts.js'
export type { LinkComponent, LinkComponentProps, NavItem, SmoothScrollController, SocialIconName, SocialLink } from '../types.js'

export { ThemeProvider } from '../theme/ThemeProvider.js'
export type { ThemeProviderProps } from '../theme/ThemeProvider.js'
export { ThemeScript } from '../theme/ThemeScript.js'
export type { ThemeScriptProps } from '../theme/ThemeScript.js'
export { ThemeToggle } from '../theme/ThemeToggle.js'
export type { ThemeToggleProps } from '../theme/ThemeToggle.js'
export { themeInitScript } from '../theme/themeInitScript.js'
export type { Theme } from '../theme/themeStore.js'
export { useTheme } from '../theme/useTheme.js'
export type { UseThemeReturnType } from '../theme/useTheme.js'

export { Header } from '../shell/Header.js'
export type { HeaderProps } from '../shell/Header.js'
export { MobileMenu, mobileMenuItems } from '../shell/MobileMenu.js'
export type { MobileMenuProps } from '../shell/MobileMenu.js'
export { ScrollProgress } from '../shell/ScrollProgress.js'
export type { ScrollProgressProps } from '../shell/ScrollProgress.js'
export { SideRail } from '../shell/SideRail.js'
export type { SideRailProps } from '../shell/SideRail.js'
export { SocialLinks } from '../shell/SocialLinks.js'
export type { SocialLinksProps } from '../shell/SocialLinks.js'

export { SmoothScrollProvider } from '../smoothScroll/SmoothScrollProvider.js'
export type { SmoothScrollProviderProps } from '../smoothScroll/SmoothScrollProvider.js'
export { useSmoothScroll } from '../smoothScroll/useSmoothScroll.js'

export { Toast } from '../toast/Toast.js'
export type { ToastProps } from '../toast/Toast.js'

export { MotionProvider } from '../motion/MotionProvider.js'
export type { MotionFeatures, MotionProviderProps } from '../motion/MotionProvider.js'
export { useIntro } from '../motion/useIntro.js'
export type { UseIntroParameters, UseIntroReturnType } from '../motion/useIntro.js'
export { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion.js'
export { useBreakpoint } from '../hooks/useBreakpoint.js'
export type { UseBreakpointReturnType } from '../hooks/useBreakpoint.js'
