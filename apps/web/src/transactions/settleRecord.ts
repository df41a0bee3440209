import type { FollowResult } from './pendingWatcher'
import { isCancelled } from './replacement'
import type { TxStatus } from './txRecords'

/** The record's outcome from what the watcher saw: a cancel or another transaction is cancelled, else the receipt says. */
export function outcomeOf({ receipt, replacement }: FollowResult): Exclude<TxStatus, 'pending'> {
  if (replacement && isCancelled(replacement.reason)) return 'cancelled'
  return receipt.status === 'success' ? 'confirmed' : 'failed'
}
