'use client'
import { useCallback, useMemo, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches. `serverValue` is what server rendering and hydration see
 * (hydration must match the server's HTML); the real value follows right after.
 */
export function useMediaQuery<T extends boolean | undefined>(query: string, serverValue: T): boolean | T {
  // One list per query: React reads the snapshot on every render and commit.
  const list = useMemo(
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  )
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!list) return () => {}
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [list],
  )
  const getSnapshot = useCallback(() => (list ? list.matches : serverValue), [list, serverValue])
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue)
}
