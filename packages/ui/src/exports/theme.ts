// The theme alone (provider, toggle, hook), for pages that do not wear the shell: it loads
// neither the header nor motion. Every name listed explicitly.
export { DEFAULT_THEME, THEME_STORAGE_KEY } from '../constants.js'
export { ThemeProvider } from '../theme/ThemeProvider.js'
export type { ThemeProviderProps } from '../theme/ThemeProvider.js'
export { ThemeToggle } from '../theme/ThemeToggle.js'
export type { ThemeToggleProps } from '../theme/ThemeToggle.js'
export type { Theme } from '../theme/themeStore.js'
export { useTheme } from '../theme/useTheme.js'
export type { UseThemeReturnType } from '../theme/useTheme.js'
