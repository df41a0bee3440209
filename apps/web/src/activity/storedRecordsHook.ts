'use client'

import { useSyncExternalStore } from 'react'
import type { RecordStore } from '@/transactions/recordList'
import { subscribeAcrossTabs } from '@/transactions/recordsAcrossTabs'

/**
 * A hook that reads `store()`'s records (newest first), live across tabs: a record added or settled in
 * another tab arrives as a storage event on `key`. The store is asked for on first use (it needs window).
 */
export function storedRecordsHook<T>(store: () => RecordStore<T>, key: string): () => T[] {
  const none: T[] = []
  const subscribe = (listener: () => void) => subscribeAcrossTabs(store(), key, listener)
  return function useStoredRecords(): T[] {
    return useSyncExternalStore(subscribe, () => store().all(), () => none)
  }
}
