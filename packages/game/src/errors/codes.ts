// The error codes alone, so that the texts (keyed by code) and the error classes (which read the
// texts) both import them without importing each other.

/**
 * Why an input log was refused. `too_large` maps to HTTP 413, every other code to 400.
 * - `malformed`: not an array of `[tick, buttons]` pairs of integers
 * - `unsorted`: ticks not strictly increasing (two entries for one tick included)
 * - `out_of_range`: a tick outside [0, GAME_MAX_TICKS) or buttons outside BUTTON_MASK
 * - `too_large`: more than INPUT_LOG_MAX_ENTRIES entries
 */
export type InputLogErrorCode = 'malformed' | 'unsorted' | 'out_of_range' | 'too_large'
