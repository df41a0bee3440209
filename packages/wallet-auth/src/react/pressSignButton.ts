/** RainbowKit's sign-in dialog button (its `testId` 'auth-message-button', prefixed 'rk-'). */
export const RAINBOWKIT_SIGN_BUTTON = '[data-testid="rk-auth-message-button"]'

/** How long the dialog may take to render its message after the nonce arrived. */
const PRESS_TIMEOUT_MS = 5_000

/**
 * Presses RainbowKit's 'Sign message' for the visitor, so its own flow runs (waiting for
 * signature, verifying, its errors and cancel). RainbowKit has no API to start its dialog's
 * signing, and its button has no `disabled` attribute: until the dialog has rendered the nonce
 * a press does nothing. So it presses after each change of the page until `stillWanted()` turns
 * false (the press took: the adapter's createMessage ran; or the visitor clicked first), and
 * gives up after PRESS_TIMEOUT_MS: the button then waits for a click, as before.
 */
export function pressSignButton(stillWanted: () => boolean): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  const press = () => {
    if (stillWanted()) document.querySelector<HTMLElement>(RAINBOWKIT_SIGN_BUTTON)?.click()
    if (!stillWanted()) finish()
  }
  const observer = new MutationObserver(press)
  const timer = setTimeout(() => finish(), PRESS_TIMEOUT_MS)
  function finish() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  press()
}
