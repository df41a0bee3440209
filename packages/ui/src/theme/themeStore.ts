import { DEFAULT_THEME, THEME_STORAGE_KEY } from '../constants.js'

export type Theme = 'dark' | 'light'

/** Anything but 'light' is the default (dark), as the init script also decides. */
export function parseTheme(value: unknown): Theme {
  return value === 'light' ? 'light' : DEFAULT_THEME
}

// Kept in memory too: localStorage can throw (private mode, blocked storage) and the choice
// must still hold for this page's life.
let memoryTheme: Theme | undefined
const listeners = new Set<() => void>()

export function readTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY))
  } catch {
    // storage unavailable: what this page chose, if anything
    return memoryTheme ?? DEFAULT_THEME
  }
}

export function getServerTheme(): Theme {
  return DEFAULT_THEME
}

/** Puts the theme on <html> (the same attribute the init script sets before first paint). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.dataset.theme = theme
  root.style.colorScheme = theme
}

export function writeTheme(theme: Theme): void {
  memoryTheme = theme
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // storage unavailable: memory only
  }
  // <html> follows in ThemeProvider's effect, which also covers other tabs' changes.
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent): void {
  // key null: another tab cleared the whole storage
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return
  memoryTheme = parseTheme(event.newValue)
  for (const listener of listeners) listener()
}

/** Subscribes to this tab's changes and, through `storage` events, to the other tabs'. */
export function subscribeTheme(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}
