'use client'
import { useEffect, useRef } from 'react'
import { cx } from '../cx.js'

export type ScrollProgressProps = { className?: string }

/**
 * A thin bar along the top that grows with the page's scroll position. It follows the scroll
 * directly (no easing), so it stays the same with reduced motion; it is decorative (aria-hidden).
 */
export function ScrollProgress({ className }: ScrollProgressProps) {
  const bar = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const { scrollHeight, clientHeight } = document.documentElement
      const max = scrollHeight - clientHeight
      const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0
      if (bar.current) bar.current.style.transform = `scaleX(${progress})`
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])

  return (
    <div className={cx('sd-scroll-progress', className)} aria-hidden="true">
      <div ref={bar} className="sd-scroll-progress__bar" style={{ transform: 'scaleX(0)' }} />
    </div>
  )
}
