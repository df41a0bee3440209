'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { syncServerSession } from './syncServerSession'

export type UseServerSessionSyncParameters = {
  token: string | null
  address: string | undefined
  /** wagmi settled (connected or disconnected) and wallet-auth has read its storage. */
  settled: boolean
}

/**
 * After a token is stored, creates the next-auth session from it (one signature serves both);
 * when the token goes (sign-out, disconnect, expiry, clear-all, another tab), ends the session.
 * Runs one sync at a time and always ends on the latest token. When the server session
 * changed, refreshes the route so server-rendered parts (e.g. /stake's session line) follow.
 */
export function useServerSessionSync({ token, address, settled }: UseServerSessionSyncParameters): void {
  const latest = useRef({ token, address })
  latest.current = { token, address }
  const running = useRef<Promise<void> | null>(null)
  const synced = useRef<string | null | undefined>(undefined)
  const router = useRouter()

  useEffect(() => {
    if (!settled || synced.current === token) return
    const run = async (): Promise<void> => {
      let changed = false
      while (synced.current !== latest.current.token) {
        const target = latest.current
        synced.current = target.token
        try {
          if (await syncServerSession(target.token, target.address)) changed = true
        } catch (error) {
          console.error(error)
        }
      }
      running.current = null
      if (changed) router.refresh()
    }
    running.current ??= run()
  }, [settled, token, router])
}
