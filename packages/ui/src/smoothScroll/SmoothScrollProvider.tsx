'use client'
import type { ReactNode } from 'react'
import type { SmoothScrollController } from '../types.js'
import { SmoothScrollContext } from './smoothScrollContext.js'

export type SmoothScrollProviderProps = {
  /** The site's smooth-scroll instance (e.g. Lenis); may arrive after mount. */
  controller?: SmoothScrollController | null
  children?: ReactNode
}

/** Hands the site's smooth-scroll controller to the shell (the mobile menu pauses it). */
export function SmoothScrollProvider({ controller = null, children }: SmoothScrollProviderProps) {
  return <SmoothScrollContext.Provider value={controller}>{children}</SmoothScrollContext.Provider>
}
