import { expect, test } from 'vitest'
import * as ui from './index.js'

test('exports', () => {
  expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
    [
      "BREAKPOINT_PX",
      "BaseError",
      "DEFAULT_THEME",
      "Header",
      "INTRO_DURATION_MS",
      "MobileMenu",
      "MotionProvider",
      "NAV_FADE_DELAYS_S",
      "ProviderNotFoundError",
      "ScrollProgress",
      "SideRail",
      "SmoothScrollProvider",
      "SocialLinks",
      "TABLET_MIN_WIDTH_PX",
      "THEME_STORAGE_KEY",
      "TOAST_DURATION_MS",
      "ThemeProvider",
      "ThemeScript",
      "ThemeToggle",
      "Toast",
      "mobileMenuItems",
      "texts",
      "themeInitScript",
      "useBreakpoint",
      "useIntro",
      "usePrefersReducedMotion",
      "useSmoothScroll",
      "useTheme",
    ]
  `)
})
