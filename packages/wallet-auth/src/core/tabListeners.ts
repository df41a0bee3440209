import { ACCOUNTS_STORAGE_KEY, CURRENT_STORAGE_KEY } from '../constants.js'
import { globalWindow, listen } from './environment.js'

export type TabListenerHandlers = {
  /** The tab became visible: background timers may have been throttled, check expiry now. */
  onVisible(): void
  /** The tab is going away (or into the back/forward cache): give the lock back. */
  onHide(): void
  onShow(): void
  /** Another tab changed our storage keys. */
  onStorage(): void
}

/** Page lifecycle and storage events, where a window exists; returns their removal. */
export function startTabListeners(handlers: TabListenerHandlers): () => void {
  const win = globalWindow()
  const doc = win?.document
  const offs = [
    listen(doc, 'visibilitychange', () => {
      if (doc?.visibilityState === 'visible') handlers.onVisible()
    }),
    listen(win, 'pagehide', handlers.onHide),
    listen(win, 'pageshow', handlers.onShow),
    listen(win, 'storage', (event) => {
      const { key } = event as StorageEvent
      if (key === null || key === ACCOUNTS_STORAGE_KEY || key === CURRENT_STORAGE_KEY) handlers.onStorage()
    }),
  ]
  return () => {
    for (const off of offs) off()
  }
}
