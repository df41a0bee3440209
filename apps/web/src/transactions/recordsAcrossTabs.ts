import type { RecordStore, TxStatus } from './recordList'

/**
 * Calls `listener` after every change of `store` in this tab, and after another tab's change (a
 * storage event on `key`, the store's localStorage key). Returns the stop.
 */
export function subscribeAcrossTabs<T>(store: RecordStore<T>, key: string, listener: () => void): () => void {
  const unsubscribe = store.subscribe(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Calls `resume` for every pending record of `store`: now, and after every change in any tab. Returns
 * the stop. `resume` sees a record once per change, so it keeps its own set of what it already follows.
 */
export function onPendingRecords<T extends { status: TxStatus }>(store: RecordStore<T>, key: string, resume: (record: T) => void): () => void {
  const scan = () => store.all().filter((record) => record.status === 'pending').forEach(resume)
  scan()
  return subscribeAcrossTabs(store, key, scan)
}
