'use client'

import { useEffect, useState } from 'react'
import type Lenis from 'lenis'
import { driveWhileMoving } from './driveWhileMoving'

/**
 * Smooth scrolling with Lenis, loaded after hydration (the first paint does not need it)
 * and skipped for visitors who prefer reduced motion. Its frames run only while it scrolls
 * (driveWhileMoving), not for as long as the page is open.
 */
export function useLenis(): Lenis | null {
  const [lenis, setLenis] = useState<Lenis | null>(null)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let instance: Lenis | null = null
    let stopDriving = () => {}
    let cancelled = false
    void import('lenis').then(({ default: LenisClass }) => {
      if (cancelled) return
      instance = new LenisClass({ autoRaf: false })
      stopDriving = driveWhileMoving(instance)
      setLenis(instance)
    })
    return () => {
      cancelled = true
      stopDriving()
      instance?.destroy()
      setLenis(null)
    }
  }, [])
  return lenis
}
