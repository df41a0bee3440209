'use client'

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
 * Runs one sync at a time and always ends on the latest token.
 */
export function useServerSessionSync({ token, address, settled }: UseServerSessionSyncParameters): void {
  const latest = useRef({ token, address })
  latest.current = { token, address }
  const running = useRef<Promise<void> | null>(null)
  const synced = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    if (!settled || synced.current === token) return
    const run = async (): Promise<void> => {
      while (synced.current !== latest.current.token) {
        const target = latest.current
        synced.current = target.token
        try {
          await syncServerSession(target.token, target.address)
        } catch (error) {
          console.error(error)
        }
      }
      running.current = null
    }
    running.current ??= run()
  }, [settled, token])
}
