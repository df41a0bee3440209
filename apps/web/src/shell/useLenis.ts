'use client'

import { useEffect, useState } from 'react'
import type Lenis from 'lenis'

/**
 * Smooth scrolling with Lenis, loaded after hydration (the first paint does not need it)
 * and skipped for visitors who prefer reduced motion.
 */
export function useLenis(): Lenis | null {
  const [lenis, setLenis] = useState<Lenis | null>(null)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let instance: Lenis | null = null
    let cancelled = false
    void import('lenis').then(({ default: LenisClass }) => {
      if (cancelled) return
      instance = new LenisClass({ autoRaf: true })
      setLenis(instance)
    })
    return () => {
      cancelled = true
      instance?.destroy()
      setLenis(null)
    }
  }, [])
  return lenis
}
