import { RAINBOWKIT_SIGN_BUTTON } from './pressSignButton.js'

/** Longest a press may wait for RainbowKit to show it; after that, presses pass again. */
export const SETTLE_TIMEOUT_MS = 1_000

/**
 * Drops presses of 'Sign message' that land before RainbowKit has shown the press that started
 * a signing. The button keeps its click handler until React re-renders it as 'Waiting for
 * signature...', so a second press in that gap (the site's own press and the visitor's, a quick
 * double tap on a slow phone) starts a second sign-in, and the wallet asks twice. Called when a
 * signing starts: until the button changes (or SETTLE_TIMEOUT_MS passes), a press on it is
 * stopped in the window's capture phase, before React's root listener sees it.
 */
export function dropRepeatPresses(): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  const button = document.querySelector(RAINBOWKIT_SIGN_BUTTON)
  if (!button) return
  const drop = (event: Event) => {
    if (!(event.target instanceof Node) || !button.contains(event.target)) return
    event.stopImmediatePropagation()
    event.preventDefault()
  }
  const observer = new MutationObserver(() => release())
  const timer = setTimeout(() => release(), SETTLE_TIMEOUT_MS)
  function release() {
    window.removeEventListener('click', drop, true)
    observer.disconnect()
    clearTimeout(timer)
  }
  // Added while the first press is being dispatched: its own capture phase has passed already.
  window.addEventListener('click', drop, true)
  observer.observe(button, { subtree: true, childList: true, characterData: true, attributes: true })
}
