// Readiness's dependency states in shared memory: the checks' thread (readinessWorker.mjs) writes each result as
// one 64-bit word, the main thread reads it when readiness is asked, without waiting for either thread's loop.

/** Each dependency's slot in the shared words. */
export const DEPENDENCIES = /** @type {const} */ (['database', 'redis'])

/** A result's state: none yet, answered, no answer within the time limit, refused or failed. */
export const STATES = /** @type {const} */ (['none', 'ok', 'timeout', 'no_answer'])

const LATENCY_BITS = 20n
const MAX_LATENCY = (1 << Number(LATENCY_BITS)) - 1

/** The shared words, one per dependency, zero (no result yet) at first. */
export function createStateWords() {
  return new BigUint64Array(new SharedArrayBuffer(8 * DEPENDENCIES.length))
}

/**
 * Writes a dependency's result: when it was checked (ms since the epoch), how long the check took and its state.
 * @param {BigUint64Array} words @param {number} index @param {{ checkedAt: number, latencyMs: number, state: 'ok' | 'timeout' | 'no_answer' }} result
 */
export function writeState(words, index, { checkedAt, latencyMs, state }) {
  const latency = BigInt(Math.min(MAX_LATENCY, Math.max(0, Math.round(latencyMs))))
  Atomics.store(words, index, (BigInt(Math.round(checkedAt)) << (LATENCY_BITS + 2n)) | (latency << 2n) | BigInt(STATES.indexOf(state)))
}

/**
 * A dependency's last result, or undefined before the first.
 * @param {BigUint64Array} words @param {number} index
 * @returns {{ checkedAt: number, latencyMs: number, state: 'ok' | 'timeout' | 'no_answer' } | undefined}
 */
export function readState(words, index) {
  const word = Atomics.load(words, index)
  const state = STATES[Number(word & 3n)]
  if (state === 'none' || state === undefined) return undefined
  return { checkedAt: Number(word >> (LATENCY_BITS + 2n)), latencyMs: Number((word >> 2n) & BigInt(MAX_LATENCY)), state }
}

/** Where the production server publishes the checks' thread's file for the site's code (absent under next dev and tests). */
export const READINESS_WORKER_KEY = Symbol.for('stardust.readinessWorker')
