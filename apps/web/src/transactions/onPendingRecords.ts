import type { RecordStore, TxStatus } from './recordList'

/**
 * Calls `resume` for every pending record of `store`: now, after every change in this tab, and after
 * another tab's change (a storage event on `key`). Returns the stop. `resume` sees a record once per
 * change, so it keeps its own set of what it already follows.
 */
export function onPendingRecords<T extends { status: TxStatus }>(store: RecordStore<T>, key: string, resume: (record: T) => void): () => void {
  const scan = () => store.all().filter((record) => record.status === 'pending').forEach(resume)
  scan()
  const unsubscribe = store.subscribe(scan)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) scan()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    unsubscribe()
    window.removeEventListener('storage', onStorage)
  }
}
