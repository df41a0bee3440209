'use client'
import { useMediaQuery } from '../hooks/useMediaQuery.js'

/** Whether the user asked for reduced motion; `false` on the server and during hydration. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false)
}
