'use client'
import { useCallback, useEffect, useState } from 'react'
import { INTRO_DURATION_MS } from '../constants.js'
import { usePrefersReducedMotion } from './usePrefersReducedMotion.js'

export type UseIntroParameters = {
  /** Default 2500 ms (docs/behaviour.md). */
  durationMs?: number
}

export type UseIntroReturnType = {
  /** `true` while the intro plays (also in server rendering, so the first paint shows it). */
  playing: boolean
  /** Ends the intro now (a skip button, a click). */
  finish: () => void
}

/**
 * Timing of the intro animation: playing for `durationMs` after mount, then done. With
 * reduced motion the intro is skipped at once.
 */
export function useIntro({ durationMs = INTRO_DURATION_MS }: UseIntroParameters = {}): UseIntroReturnType {
  const reduced = usePrefersReducedMotion()
  const [ended, setEnded] = useState(false)

  useEffect(() => {
    if (ended || reduced) return
    const timer = setTimeout(() => setEnded(true), durationMs)
    return () => clearTimeout(timer)
  }, [durationMs, ended, reduced])

  const finish = useCallback(() => setEnded(true), [])
  return { playing: !ended && !reduced, finish }
}
