'use client'

import { useResumePending } from './useResumePending'

/**
 * Drawn once with the wallet stack, on every page: the tab follows again every transaction and batch
 * still pending in the site's records (after a reload, or sent from another tab), whatever page is open.
 */
export default function ResumePending() {
  useResumePending()
  return null
}
