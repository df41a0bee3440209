import { INPUT_LOG_ERROR_MESSAGES, SEED_ERROR_MESSAGE } from '../texts.js'
import { BaseError } from './base.js'

/**
 * Why an input log was refused. `too_large` maps to HTTP 413, every other code to 400.
 * - `malformed`: not an array of `[tick, buttons]` pairs of integers
 * - `unsorted`: ticks not strictly increasing (two entries for one tick included)
 * - `out_of_range`: a tick outside [0, GAME_MAX_TICKS) or buttons outside BUTTON_MASK
 * - `too_large`: more than INPUT_LOG_MAX_ENTRIES entries
 */
export type InputLogErrorCode = 'malformed' | 'unsorted' | 'out_of_range' | 'too_large'

export class InputLogError extends BaseError {
  override name = 'InputLogError'
  declare readonly code: InputLogErrorCode
  /** Index of the offending entry, when one entry is to blame. */
  readonly index: number | undefined

  constructor(code: InputLogErrorCode, { index, details }: { index?: number; details?: string } = {}) {
    super(INPUT_LOG_ERROR_MESSAGES[code], { code, details })
    this.index = index
  }
}

/** A seed that is neither a non-empty string (at most SEED_MAX_LENGTH) nor a safe integer >= 0. */
export class SeedError extends BaseError {
  override name = 'SeedError'
  declare readonly code: 'seed_invalid'

  constructor({ details }: { details?: string } = {}) {
    super(SEED_ERROR_MESSAGE, { code: 'seed_invalid', details })
  }
}
