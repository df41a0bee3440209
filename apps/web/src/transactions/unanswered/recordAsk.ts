import { holdAskingLock } from './askingLock'
import { thisTab } from './askedWhere'
import { liveRequests, siteUnansweredRecords, type UnansweredRecord } from './unansweredRecords'

/** A request written down before the wallet opens (see recordAsk). */
export type RecordedAsk = {
  /** The wallet answered with a hash or an id, now in its own record; or refused: nothing left to find out. */
  answered: () => void
  /** A transaction from the account still waits for a block: the record stays for a reload to follow up. */
  keep: () => void
  /** The flow found no transaction of it (nothing went out, or another one did): the record stays, settled, for a later send to check (lateAnswer.ts). */
  lapse: () => void
  /** The flow is over: the record goes unless kept, and this tab's resume may look at a kept one. */
  end: () => void
}

/**
 * Writes a request to the unanswered records just before the wallet is asked (batches and single
 * transactions alike), so that a page reloaded while the wallet is silent finds it and reads the chain
 * before offering the same action again (useResumeUnanswered). This tab's own flow says what it finds:
 * its resume leaves the request alone meanwhile (liveRequests), and other tabs see it still asking (askingLock)
 * until the wallet answers or the flow ends. The lock is held before the record is written: no tab sees the
 * record without it while the wallet asks.
 */
export async function recordAsk(record: Omit<UnansweredRecord, 'key' | 'status' | 'addedAt' | 'finding' | 'tab'>): Promise<RecordedAsk> {
  const key = crypto.randomUUID()
  const records = siteUnansweredRecords()
  const release = await holdAskingLock(key)
  liveRequests.add(key)
  records.add({ key, tab: thisTab(), ...record })
  let kept = false
  let open = true
  return {
    answered: () => {
      if (open) records.answered(key)
      open = false
      release()
    },
    keep: () => void (kept = true),
    lapse: () => {
      if (open) records.lapsed(key)
      open = false
    },
    end: () => {
      if (open && !kept) records.answered(key)
      open = false
      liveRequests.delete(key)
      release()
    },
  }
}
