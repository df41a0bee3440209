'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchMe, StardustApiError, syncStaking } from './stardustApi'
import type { StardustMe } from './stardustTypes'

export type AccountData =
  | { status: 'loading' }
  | { status: 'error'; error: StardustApiError }
  | { status: 'ready'; me: StardustMe; more: 'idle' | 'loading' | StardustApiError }

export type SyncState = { status: 'idle' | 'syncing' | 'failed' } | { status: 'done'; credited: string }

export type StardustAccount = {
  data: AccountData
  sync: SyncState
  /** Reads the first page again (the error state's retry). */
  reload: () => void
  /** Appends the next page of history. */
  loadMore: () => void
}

const asApiError = (error: unknown) => (error instanceof StardustApiError ? error : new StardustApiError('server', 'unknown'))

// Accounts synced in this page's life: a sync is once per visit, not once per render or tab focus.
const syncedThisVisit = new Set<string>()

/**
 * The signed-in account's Stardust: GET stardust/me at once, POST stardust/sync once per visit
 * (then the balance and history are read again when it credited anything), older history on
 * demand, and a fresh read when the tab comes back into view (a game in another tab credited it).
 */
export function useStardustAccount(address: string, token: string): StardustAccount {
  const [data, setData] = useState<AccountData>({ status: 'loading' })
  const [sync, setSync] = useState<SyncState>({ status: 'idle' })
  // Only the newest read may set the data: a slow first read must not undo the read after a sync.
  const generation = useRef(0)
  const tokenRef = useRef(token)
  tokenRef.current = token

  const load = useCallback((showLoading: boolean) => {
    const mine = ++generation.current
    if (showLoading) setData({ status: 'loading' })
    fetchMe(tokenRef.current).then(
      (me) => mine === generation.current && setData({ status: 'ready', me, more: 'idle' }),
      (error: unknown) => mine === generation.current && setData({ status: 'error', error: asApiError(error) }),
    )
  }, [])

  useEffect(() => {
    load(true)
    if (syncedThisVisit.has(address)) return
    syncedThisVisit.add(address)
    setSync({ status: 'syncing' })
    syncStaking(tokenRef.current).then(
      (result) => {
        setSync({ status: 'done', credited: result.credited })
        if (result.credited !== '0') load(false)
      },
      () => setSync({ status: 'failed' }),
    )
  }, [address, load])

  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && load(false)
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [load])

  const loadMore = useCallback(() => {
    if (data.status !== 'ready' || !data.me.next || data.more === 'loading') return
    const { me } = data
    const mine = generation.current
    setData({ status: 'ready', me, more: 'loading' })
    fetchMe(tokenRef.current, me.next).then(
      (page) => {
        if (mine !== generation.current) return
        const { next: _old, ...rest } = me
        setData({ status: 'ready', me: { ...rest, entries: [...me.entries, ...page.entries], ...(page.next ? { next: page.next } : {}) }, more: 'idle' })
      },
      (error: unknown) => mine === generation.current && setData({ status: 'ready', me, more: asApiError(error) }),
    )
  }, [data])

  return { data, sync, reload: useCallback(() => load(true), [load]), loadMore }
}
