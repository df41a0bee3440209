'use client'

import { useSyncExternalStore } from 'react'
import { TX_RECORDS_KEY } from '@/transactions/constants'
import { siteTxRecords } from '@/transactions/siteTxRecords'
import type { TxRecord } from '@/transactions/txRecords'

const NONE: TxRecord[] = []

function subscribe(listener: () => void): () => void {
  const unsubscribe = siteTxRecords().subscribe(listener)
  // A record added or settled in another tab arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TX_RECORDS_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onStorage)
  }
}

/** This browser's transaction records (newest first), live across tabs. */
export function useTxRecords(): TxRecord[] {
  return useSyncExternalStore(subscribe, () => siteTxRecords().all(), () => NONE)
}
