import type { InputLogErrorCode } from './errors/codes.js'

export const INPUT_LOG_ERROR_MESSAGES: Record<InputLogErrorCode, string> = {
  malformed: 'The input log must be a list of [tick, buttons] pairs of whole numbers.',
  unsorted: 'The input log must list each tick at most once, in increasing order.',
  out_of_range: 'The input log names a tick or a button outside the game.',
  too_large: 'The input log is longer than any game can be.',
}

export const SEED_ERROR_MESSAGE = 'The game seed must be a non-empty string or a whole number.'
