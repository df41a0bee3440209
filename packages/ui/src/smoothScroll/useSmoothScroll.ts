'use client'
import { useContext } from 'react'
import type { SmoothScrollController } from '../types.js'
import { SmoothScrollContext } from './smoothScrollContext.js'

const noop: SmoothScrollController = { start() {}, stop() {} }

/** The smooth-scroll controller, or one that does nothing when the site provides none. */
export function useSmoothScroll(): SmoothScrollController {
  return useContext(SmoothScrollContext) ?? noop
}
