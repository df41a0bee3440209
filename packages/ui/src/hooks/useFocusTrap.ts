'use client'
import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hidden)
}

export type UseFocusTrapParameters = {
  active: boolean
  /** Called on Escape. */
  onEscape?: () => void
}

/**
 * While active: focus moves into `container` (its first focusable element), Tab and Shift+Tab
 * cycle inside it, focus that leaves is pulled back, Escape calls `onEscape`. On release, focus
 * returns to where it was (the menu button).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, { active, onEscape }: UseFocusTrapParameters): void {
  // A new onEscape each render must not re-run the trap (that would move focus every render).
  const escape = useRef(onEscape)
  escape.current = onEscape

  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(focusables(root)[0] ?? root).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        escape.current?.()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusables(root)
      const first = items[0]
      const last = items[items.length - 1]
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) (focusables(root)[0] ?? root).focus()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      previous?.focus()
    }
  }, [active, container])
}
