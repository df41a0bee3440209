'use client'
import { AnimatePresence, m } from 'motion/react'
import { useState } from 'react'
import { PANEL_TRANSITION_S, TOAST_DURATION_MS } from '../constants.js'
import { cx } from '../cx.js'
import { ShellMotion } from '../motion/ShellMotion.js'
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion.js'
import { usePausableTimer } from './usePausableTimer.js'

export type ToastProps = {
  /** A non-empty string shows the toast; `null`, `undefined` or blank text hides it. */
  message: string | null | undefined
  /** How long it stays, in ms; default 3000 (docs/behaviour.md). */
  duration?: number
  /** Called once the toast has closed itself; the owner clears its message there. */
  onClose?: () => void
  className?: string
}

type Shown = { text: string; key: number }

/**
 * The product's own toast: slides in at the right edge below the header, a bar fills over
 * `duration`, then it closes and calls `onClose`. Hovering pauses it. It lives in a polite
 * status region that is always in the page, so screen readers announce each message.
 */
export function Toast({ message, duration = TOAST_DURATION_MS, onClose, className }: ToastProps) {
  const [shown, setShown] = useState<Shown | null>(null)
  const [paused, setPaused] = useState(false)
  const [seen, setSeen] = useState<{ message: ToastProps['message']; showings: number }>({ message: undefined, showings: 0 })
  const reduced = usePrefersReducedMotion()

  // Each new message (even the same text again after a close) is a new showing, set in the render that
  // brings it rather than in an effect after it: the commit that shows it also makes its run the live
  // one, so the previous toast's timer, due at that moment, cannot close it (usePausableTimer).
  if (message !== seen.message) {
    const showing = typeof message === 'string' && message.trim() !== ''
    const showings = seen.showings + (showing ? 1 : 0)
    setSeen({ message, showings })
    setShown(showing ? { text: message, key: showings } : null)
    setPaused(false)
  }

  usePausableTimer({
    runKey: shown?.key ?? null,
    durationMs: duration,
    paused,
    onDone: () => {
      setShown(null)
      onClose?.()
    },
  })

  return (
    <div className={cx('sd-toast-region', className)} role="status" aria-live="polite" aria-atomic="true">
      <ShellMotion>
        <AnimatePresence>
          {shown ? (
            <m.div
              key={shown.key}
              className="sd-toast"
              data-paused={paused || undefined}
              onMouseEnter={() => setPaused(true)}
              onMouseLeave={() => setPaused(false)}
              // reduced motion: simply there (initial false), gone without a slide
              initial={reduced ? false : { x: '110%' }}
              animate={reduced ? { opacity: 1 } : { x: 0 }}
              exit={reduced ? { opacity: 0 } : { x: '110%' }}
              transition={{ duration: reduced ? 0 : PANEL_TRANSITION_S, ease: 'easeOut' }}
            >
              <p className="sd-toast__message">{shown.text}</p>
              {reduced ? null : (
                <div
                  className="sd-toast__progress"
                  aria-hidden="true"
                  style={{ animationDuration: `${duration}ms`, animationPlayState: paused ? 'paused' : 'running' }}
                />
              )}
            </m.div>
          ) : null}
        </AnimatePresence>
      </ShellMotion>
    </div>
  )
}
