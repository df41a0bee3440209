import { holdAskingLock } from './askingLock'
import { liveRequests, siteUnansweredRecords, type UnansweredRecord } from './unansweredRecords'

/** A request written down before the wallet opens (see recordAsk). */
export type RecordedAsk = {
  /** The wallet answered with a hash or an id, now in its own record; or refused: nothing left to find out. */
  answered: () => void
  /** A transaction from the account still waits for a block: the record stays for a reload to follow up. */
  keep: () => void
  /** The flow is over: the record goes unless kept, and this tab's resume may look at a kept one. */
  end: () => void
}

/**
 * Writes a request to the unanswered records just before the wallet is asked (batches and single
 * transactions alike), so that a page reloaded while the wallet is silent finds it and reads the chain
 * before offering the same action again (useResumeUnanswered). This tab's own flow says what it finds:
 * its resume leaves the request alone meanwhile (liveRequests), and other tabs see it still asking (askingLock)
 * until the wallet answers or the flow ends.
 */
export function recordAsk(record: Omit<UnansweredRecord, 'key' | 'status' | 'addedAt' | 'finding'>): RecordedAsk {
  const key = crypto.randomUUID()
  const records = siteUnansweredRecords()
  liveRequests.add(key)
  records.add({ key, ...record })
  const release = holdAskingLock(key)
  let kept = false
  let open = true
  return {
    answered: () => {
      if (open) records.answered(key)
      open = false
      release()
    },
    keep: () => void (kept = true),
    end: () => {
      if (open && !kept) records.answered(key)
      open = false
      liveRequests.delete(key)
      release()
    },
  }
}
