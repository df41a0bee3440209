'use client'
import { BREAKPOINT_PX } from '../constants.js'
import { useMediaQuery } from './useMediaQuery.js'

export type UseBreakpointReturnType = boolean | undefined

/**
 * `true` while the viewport is narrower than `px` (default 800), `false` from `px` up, and
 * `undefined` during server rendering and hydration (render both variants and let CSS decide).
 */
export function useBreakpoint(px: number = BREAKPOINT_PX): UseBreakpointReturnType {
  // 0.02 px below: browsers round fractional widths, and "max-width: 799px" misses 799.5
  return useMediaQuery(`(max-width: ${px - 0.02}px)`, undefined)
}
