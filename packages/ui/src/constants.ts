/** docs/behaviour.md: "nav fade delays are 0.75 s and 1 s" (navigation, then socials and connect). */
export const NAV_FADE_DELAYS_S = [0.75, 1] as const

/** docs/behaviour.md: the product's own toast closes after 3000 ms by default. */
export const TOAST_DURATION_MS = 3000

/** docs/behaviour.md: "Breakpoint helper 800 px" (default of useBreakpoint). */
export const BREAKPOINT_PX = 800

/** docs/behaviour.md: "inline nav on tablet and larger"; 768 px is the width threshold used there. */
export const TABLET_MIN_WIDTH_PX = 768

/** docs/behaviour.md: "Intro animation lasts 2.5 s". */
export const INTRO_DURATION_MS = 2500

/** docs/storage.md: localStorage key of the theme. */
export const THEME_STORAGE_KEY = 'theme'

/** docs/behaviour.md: "Theme default dark". */
export const DEFAULT_THEME = 'dark'

/** Our choice: the nav fade itself lasts 0.5 s (the spec gives only the delays). */
export const NAV_FADE_DURATION_S = 0.5

/** Our choice: slide of the toast and the mobile menu, short enough to feel immediate. */
export const PANEL_TRANSITION_S = 0.3
