'use client'

import { useSyncExternalStore } from 'react'
import type { RecordStore } from '@/transactions/recordList'

/**
 * A hook that reads `store()`'s records (newest first), live across tabs: a record added or settled in
 * another tab arrives as a storage event on `key`. The store is asked for on first use (it needs window).
 */
export function storedRecordsHook<T>(store: () => RecordStore<T>, key: string): () => T[] {
  const none: T[] = []
  function subscribe(listener: () => void): () => void {
    const unsubscribe = store().subscribe(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      unsubscribe()
      window.removeEventListener('storage', onStorage)
    }
  }
  return function useStoredRecords(): T[] {
    return useSyncExternalStore(subscribe, () => store().all(), () => none)
  }
}
