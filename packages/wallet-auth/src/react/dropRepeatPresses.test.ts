import { afterEach, describe, expect, test, vi } from 'vitest'
import { SETTLE_TIMEOUT_MS, dropRepeatPresses } from './dropRepeatPresses.js'

/** RainbowKit's button under a root that counts presses, as React's root listener sees them. */
function signButton() {
  const root = document.createElement('div')
  const button = document.createElement('button')
  button.dataset.testid = 'rk-auth-message-button'
  button.textContent = 'Sign message'
  root.append(button)
  document.body.append(root)
  let presses = 0
  root.addEventListener('click', () => (presses += 1))
  return { button, presses: () => presses }
}

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

describe('dropRepeatPresses', () => {
  test('behavior: a second press before the button changes is dropped; after it changes, presses pass', async () => {
    const { button, presses } = signButton()
    button.click()
    dropRepeatPresses()
    button.click()
    button.click()
    expect(presses()).toBe(1)
    button.textContent = 'Waiting for signature...'
    await Promise.resolve() // the observer's callback runs as a microtask
    button.click()
    expect(presses()).toBe(2)
  })

  test('behavior: a button that never changes takes presses again after the settle timeout', () => {
    vi.useFakeTimers()
    const { button, presses } = signButton()
    dropRepeatPresses()
    button.click()
    expect(presses()).toBe(0)
    vi.advanceTimersByTime(SETTLE_TIMEOUT_MS)
    button.click()
    expect(presses()).toBe(1)
  })

  test('behavior: presses elsewhere on the page are never dropped', () => {
    const { button } = signButton()
    const other = document.createElement('button')
    document.body.append(other)
    let clicks = 0
    other.addEventListener('click', () => (clicks += 1))
    dropRepeatPresses()
    other.click()
    expect(clicks).toBe(1)
    expect(button.isConnected).toBe(true)
  })

  test('default: no button on the page (the dialog is closed) installs nothing', () => {
    const spy = vi.spyOn(window, 'addEventListener')
    dropRepeatPresses()
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
