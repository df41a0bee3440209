import { BATCH_RECORDS_KEY } from './batch/constants'
import { TX_RECORDS_KEY } from './constants'
import { onRecordWrite } from './recordWrites'
import { UNANSWERED_RECORDS_KEY } from './unanswered/constants'

// What ResumePending follows, read without its code: the gate that loads it (ResumePendingGate) imports only
// this, the keys and the write signal, so a returning visitor with nothing pending downloads none of it.

/** The localStorage keys of every record list ResumePending follows: transactions, batches, unanswered requests. */
export const RESUMED_RECORD_KEYS: readonly string[] = [TX_RECORDS_KEY, BATCH_RECORDS_KEY, UNANSWERED_RECORDS_KEY]

const isPending = (value: unknown): boolean => typeof value === 'object' && value !== null && (value as { status?: unknown }).status === 'pending'

/**
 * Whether any of those lists holds a pending record. Read loosely (the status alone, not each store's checks): a
 * record the store would drop only loads the resumer for nothing, while a stricter reading here than the store's
 * would leave a pending one unfollowed. Unreadable storage or text holds nothing, as the stores read it.
 */
export function hasRecordToResume(storage: Pick<Storage, 'getItem'>): boolean {
  return RESUMED_RECORD_KEYS.some((key) => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(parsed) && parsed.some(isPending)
    } catch {
      return false
    }
  })
}

/**
 * Calls `listener` after every write of those lists: this tab's own (whatever page it is on), another tab's (a
 * `storage` event), and a storage cleared elsewhere (a `storage` event without a key). Returns the stop.
 */
export function onRecordsToResumeChange(listener: () => void): () => void {
  const stopWrites = onRecordWrite((key) => {
    if (RESUMED_RECORD_KEYS.includes(key)) listener()
  })
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || RESUMED_RECORD_KEYS.includes(event.key)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    stopWrites()
    window.removeEventListener('storage', onStorage)
  }
}
