import { INPUT_LOG_ERROR_MESSAGES, SEED_ERROR_MESSAGE } from '../texts.js'
import { BaseError } from './base.js'
import type { InputLogErrorCode } from './codes.js'

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
