'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'
import { actionInFlight, type ActionInFlight } from './actionInFlight'
import { actionRecords, noActionRecords, subscribeActionRecords } from './actionRecords'
import { RECEIPT_TIMEOUT_MS } from './constants'
import { useAskingStates } from './unanswered/useAskingStates'

/**
 * Whether `action` (actionKeys.ts) is in flight in this browser: a pending transaction or batch of it in
 * the site's records, sent from this tab or another (live across tabs), until it settles or turns overdue;
 * a request the wallet never answered, while a tab's wallet still asks for it (its Web Lock, however long),
 * while the chain is read, and then what it showed.
 */
export function useActionInFlight(action: string | undefined): ActionInFlight {
  const records = useSyncExternalStore(subscribeActionRecords, actionRecords, () => noActionRecords)
  const asked = action ? records.filter((r) => r.action === action && r.status === 'pending' && r.unanswered?.key).map((r) => r.unanswered!.key!) : []
  const asking = useAskingStates(asked)
  const [now, setNow] = useState(() => Date.now())
  const found = actionInFlight(records, action, now, RECEIPT_TIMEOUT_MS, asking)
  const overdueAt = found.state === 'in-flight' ? found.overdueAt : undefined
  useEffect(() => {
    if (overdueAt === undefined) return
    // Draw again when the pending record turns overdue (offered again, with the warning).
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, overdueAt - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [overdueAt])
  return found
}
