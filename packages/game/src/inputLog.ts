import { BUTTON_MASK, GAME_MAX_TICKS, INPUT_LOG_MAX_ENTRIES } from './constants.js'
import { InputLogError } from './errors/game.js'

/**
 * `[tick, buttons]`: from `tick` on, the held buttons are `buttons` (bits BUTTON_LEFT,
 * BUTTON_RIGHT, BUTTON_DASH) until the next entry. Before the first entry nothing is held.
 */
export type InputEntry = readonly [tick: number, buttons: number]
/** Entries sorted by strictly increasing tick: a held-buttons change log, compact as JSON. */
export type InputLog = readonly InputEntry[]

/**
 * Checks untrusted input (e.g. a parsed request body) and returns it as an InputLog.
 * Throws InputLogError with code `malformed`, `unsorted`, `out_of_range` or `too_large`.
 * The returned log is a fresh copy: later changes to `value` cannot alter it.
 */
export function parseInputLog(value: unknown): InputLog {
  if (!Array.isArray(value)) throw new InputLogError('malformed', { details: 'not an array' })
  // Size first, so an oversized log costs no per-entry work.
  if (value.length > INPUT_LOG_MAX_ENTRIES) {
    throw new InputLogError('too_large', { details: `${value.length} entries > ${INPUT_LOG_MAX_ENTRIES}` })
  }
  const log: InputEntry[] = []
  let previous = -1
  for (let index = 0; index < value.length; index++) {
    const entry: unknown = value[index]
    if (!Array.isArray(entry) || entry.length !== 2) {
      throw new InputLogError('malformed', { index, details: `entry ${index} is not a pair` })
    }
    const [tick, buttons] = entry as unknown[]
    if (!Number.isInteger(tick) || !Number.isInteger(buttons)) {
      throw new InputLogError('malformed', { index, details: `entry ${index} holds a non-integer` })
    }
    const t = tick as number
    const b = buttons as number
    if (t < 0 || t >= GAME_MAX_TICKS || b < 0 || (b & ~BUTTON_MASK) !== 0 || b > BUTTON_MASK) {
      throw new InputLogError('out_of_range', { index, details: `entry ${index} is [${t}, ${b}]` })
    }
    if (t <= previous) {
      throw new InputLogError('unsorted', { index, details: `tick ${t} after tick ${previous}` })
    }
    previous = t
    log.push([t, b])
  }
  return log
}

/**
 * Appends `[tick, buttons]` when the held buttons changed since the log's last entry; the
 * browser calls it once per tick while recording. Returns the same array.
 */
export function appendInput(log: InputEntry[], tick: number, buttons: number): InputEntry[] {
  const last = log[log.length - 1]
  const held = last ? last[1] : 0
  if (buttons === held) return log
  if (last && last[0] === tick) {
    log[log.length - 1] = [tick, buttons]
    // A change back to what the entry before held is no change at all.
    const before = log[log.length - 2]
    if ((before ? before[1] : 0) === buttons) log.pop()
    return log
  }
  log.push([tick, buttons])
  return log
}
