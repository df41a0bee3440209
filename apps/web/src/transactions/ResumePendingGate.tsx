'use client'

import { Suspense, lazy } from 'react'
import { WhenRecordsToResume } from './WhenRecordsToResume'

// The resumer and all it follows records with (the receipt watcher, the chain's reads for a lost answer, the
// batch follower, their texts and toasts): downloaded only once a record waits, never by a returning visitor
// who has none pending. Nothing the action checks read (useActionInFlight, actionLock, the asking and action
// Web Locks) is behind it: those read the record stores and the locks themselves.
const ResumePending = lazy(() => import('./ResumePending'))

/** Drawn once with the wallet stack, on every page: ResumePending, loaded and mounted when there is a record to follow. */
export function ResumePendingGate() {
  return (
    <WhenRecordsToResume>
      <Suspense fallback={null}>
        <ResumePending />
      </Suspense>
    </WhenRecordsToResume>
  )
}
