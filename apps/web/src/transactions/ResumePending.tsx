'use client'

import { useEffect } from 'react'
import { useResumePending } from './useResumePending'

/** Marked when the tab starts following records: a profile, and the end-to-end suite, see when this part loaded. */
const RESUMING_MARK = 'stardust:resume-pending'

/**
 * Drawn with the wallet stack once a record waits (ResumePendingGate): the tab follows again every transaction
 * and batch still pending in the site's records (after a reload, or sent from another tab), whatever page is open.
 */
export default function ResumePending() {
  useResumePending()
  useEffect(() => void performance.mark(RESUMING_MARK), [])
  return null
}
