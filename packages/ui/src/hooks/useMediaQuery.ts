'use client'
import { useCallback, useSyncExternalStore } from 'react'

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
}

/**
 * Whether a media query matches. `serverValue` is what server rendering and hydration see
 * (hydration must match the server's HTML); the real value follows right after.
 */
export function useMediaQuery<T extends boolean | undefined>(query: string, serverValue: T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const getSnapshot = useCallback(() => (hasMatchMedia() ? window.matchMedia(query).matches : serverValue), [query, serverValue])
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue)
}
