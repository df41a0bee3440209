'use client'
import { useEffect, useRef } from 'react'

export type UsePausableTimerParameters = {
  /** A new key restarts the timer with the full duration; `null` stops it. */
  runKey: number | null
  durationMs: number
  paused: boolean
  onDone: () => void
}

/** A timeout that can pause (keeping the time left) and resume, restarted per `runKey`. */
export function usePausableTimer({ runKey, durationMs, paused, onDone }: UsePausableTimerParameters): void {
  const remaining = useRef(durationMs)
  const done = useRef(onDone)
  done.current = onDone
  // The run the page shows now. A timeout due just as a new run is committed can still fire before this
  // effect's cleanup clears it: it must not end the new run.
  const live = useRef(runKey)
  live.current = runKey

  // A new run (or duration) starts from the full time.
  useEffect(() => {
    remaining.current = durationMs
  }, [runKey, durationMs])

  useEffect(() => {
    if (runKey === null || paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => {
      if (live.current === runKey) done.current()
    }, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [runKey, durationMs, paused])
}
