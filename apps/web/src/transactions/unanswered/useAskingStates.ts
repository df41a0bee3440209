'use client'

import { useEffect, useState } from 'react'
import type { AskingState } from '../actionInFlight'
import { watchAsking } from './askingLock'

// This tab's knowledge of each request's asking lock, shared by every hook of the page: when a lock was let
// go (or first seen free) stays known across a component's remount.
const states = new Map<string, AskingState>()

/** What this tab knows of every watched request's asking lock (for a flow's check before the wallet opens). */
export const askingStates = (): ReadonlyMap<string, AskingState> => states

/** The asking state of each of `keys` (unanswered records' keys), drawn again whenever one changes. */
export function useAskingStates(keys: readonly string[]): ReadonlyMap<string, AskingState> {
  const [, redraw] = useState(0)
  const joined = [...keys].sort().join(' ')
  useEffect(() => {
    if (!joined) return
    const stop = new AbortController()
    for (const key of joined.split(' '))
      watchAsking(
        key,
        (held) => {
          const was = states.get(key)
          if (held) states.set(key, { held: true })
          else if (!was || was.held) states.set(key, { held: false, since: Date.now() })
          redraw((n) => n + 1)
        },
        stop.signal,
      )
    return () => stop.abort()
  }, [joined])
  return states
}
