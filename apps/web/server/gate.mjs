// Admission: at most `maxInFlight` requests run at once; up to `maxQueue` more wait, each at most
// `queueWaitMs`; the rest are answered 503 with Retry-After at once. A refused request never reaches
// a handler, so nothing of it is done: overload gets an answer, never a timeout.
import { sendUnavailable } from './respond.mjs'

const BUSY = { code: 'overloaded', message: 'The server is busy; try again shortly.', retryAfterSeconds: 1 }

/**
 * @param {{ maxInFlight: number, maxQueue: number, queueWaitMs: number }} limits
 */
export function createGate({ maxInFlight, maxQueue, queueWaitMs }) {
  let running = 0
  /** @type {Set<{ res: import('node:http').ServerResponse, run: () => void, timer: NodeJS.Timeout }>} */
  const waiting = new Set()
  const counts = { admitted: 0, queued: 0, shed: { queue_full: 0, queue_timeout: 0 } }

  /** @param {import('node:http').ServerResponse} res @param {() => void} run */
  function start(res, run) {
    running++
    counts.admitted++
    res.once('close', release)
    run()
  }

  function release() {
    running--
    for (const entry of waiting) {
      if (running >= maxInFlight) break
      waiting.delete(entry)
      clearTimeout(entry.timer)
      start(entry.res, entry.run)
    }
  }

  return {
    /** What the gate did since the start (read by serverMetrics.mjs). */
    counts,
    /** Requests being served now. */
    get running() {
      return running
    },
    /** Requests waiting for a slot now. */
    get waiting() {
      return waiting.size
    },
    /**
     * Runs `run` now, later (queued) or never (503 with Retry-After).
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} run
     */
    admit(res, run) {
      if (running < maxInFlight) return start(res, run)
      if (waiting.size >= maxQueue) {
        counts.shed.queue_full++
        return sendUnavailable(res, BUSY)
      }
      counts.queued++
      const entry = {
        res,
        run,
        timer: setTimeout(() => {
          waiting.delete(entry)
          counts.shed.queue_timeout++
          sendUnavailable(res, BUSY)
        }, queueWaitMs),
      }
      waiting.add(entry)
      // A client that leaves while waiting frees its place.
      res.once('close', () => {
        if (waiting.delete(entry)) clearTimeout(entry.timer)
      })
    },
  }
}
