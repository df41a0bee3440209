'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { hasRecordToResume, onRecordsToResumeChange } from './recordsToResume'

const stored = (): boolean => {
  try {
    return hasRecordToResume(window.localStorage)
  } catch {
    return false // storage blocked: the record stores read nothing either
  }
}
const onServer = (): boolean => false

/**
 * Draws `children` once a record to resume is stored (recordsToResume.ts): at mount, or when this tab or another
 * writes one. Then it keeps them drawn, even after every record settles: what they started (a receipt followed,
 * the chain read for a lost answer) runs to its end, and a later record finds them already there.
 */
export function WhenRecordsToResume({ children }: { children: ReactNode }) {
  const waiting = useSyncExternalStore(onRecordsToResumeChange, stored, onServer)
  const [opened, setOpened] = useState(false)
  if (waiting && !opened) setOpened(true)
  return opened || waiting ? children : null
}
