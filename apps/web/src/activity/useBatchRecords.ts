'use client'

import { useSyncExternalStore } from 'react'
import { siteBatchRecords, type BatchRecord } from '@/transactions/batch/batchRecords'
import { BATCH_RECORDS_KEY } from '@/transactions/batch/constants'

const NONE: BatchRecord[] = []

function subscribe(listener: () => void): () => void {
  const unsubscribe = siteBatchRecords().subscribe(listener)
  // A batch added or settled in another tab arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BATCH_RECORDS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onStorage)
  }
}

/** This browser's batch records (newest first), live across tabs. */
export function useBatchRecords(): BatchRecord[] {
  return useSyncExternalStore(subscribe, () => siteBatchRecords().all(), () => NONE)
}
