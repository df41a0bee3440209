import type { Db } from '../db/database.js'
import type { LogError } from '../logError.js'
import { refreshRankLevels } from './refreshRankLevels.js'

/** Starts a count of the standings in the background when the one served is older than `maxAgeMs`. */
export type RankRefresher = (takenAt: Date | undefined) => void

/**
 * One count at a time per process, and across instances one at a time (the refresh's lock); the
 * request that noticed the age does not wait for it. A failure is logged and retried by a later request.
 */
export function createRankRefresher(db: Db, maxAgeMs: number, now: () => Date, logError: LogError): RankRefresher {
  let running: Promise<unknown> | undefined
  return (takenAt) => {
    const olderThan = new Date(now().getTime() - maxAgeMs)
    if (running || (takenAt && takenAt >= olderThan)) return
    running = refreshRankLevels(db, { olderThan })
      .catch((error: unknown) => logError('rank_count_failed', error))
      .finally(() => (running = undefined))
  }
}
