import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@stardust/ui/server'
import type { Theme } from '@stardust/ui/server'

// The same rule and key as @stardust/ui's theme store and init script: 'light' is light,
// anything else dark; kept in localStorage `theme`, shown as <html data-theme>.

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : DEFAULT_THEME
}

export function setTheme(theme: Theme): void {
  const root = document.documentElement
  root.dataset.theme = theme
  root.style.colorScheme = theme
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the page still switches, the choice is not kept.
  }
}

/** Follows <html data-theme> (this tab) and the stored key (other tabs). */
export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return
    setTheme(event.newValue === 'light' ? 'light' : DEFAULT_THEME)
  }
  window.addEventListener('storage', onStorage)
  return () => {
    observer.disconnect()
    window.removeEventListener('storage', onStorage)
  }
}
