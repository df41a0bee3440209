import { describe, expect, test } from 'vitest'
import {
  BUTTON_DASH,
  BUTTON_LEFT,
  BUTTON_RIGHT,
  GAME_MAX_TICKS,
  INPUT_LOG_MAX_BYTES,
  INPUT_LOG_MAX_ENTRIES,
  type InputEntry,
  InputLogError,
  appendInput,
  parseInputLog,
} from './exports/index.js'

function codeOf(value: unknown): string | undefined {
  try {
    parseInputLog(value)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(InputLogError)
    return (error as InputLogError).code
  }
}

describe('parseInputLog', () => {
  test('default', () => {
    const value = [[0, BUTTON_LEFT], [10, BUTTON_LEFT | BUTTON_DASH], [GAME_MAX_TICKS - 1, 0]]
    const log = parseInputLog(value)
    expect(log).toEqual(value)
    // A copy: changing the request body afterwards cannot change what is replayed.
    ;(value[0] as number[])[1] = BUTTON_RIGHT
    expect(log[0]).toEqual([0, BUTTON_LEFT])
    expect(parseInputLog([])).toEqual([])
  })

  test('behavior: malformed', () => {
    for (const value of [
      undefined, null, {}, 'x', 3, [[0]], [[0, 1, 2]], [{ 0: 0, 1: 1, length: 2 }], [['0', 1]],
      [[0.5, 1]], [[0, 1.5]], [[Number.NaN, 0]], [[0, Infinity]], [[0, null]], [null],
    ]) {
      expect(codeOf(value), JSON.stringify(value)).toBe('malformed')
    }
  })

  test('behavior: unsorted', () => {
    expect(codeOf([[5, 1], [4, 0]])).toBe('unsorted')
    expect(codeOf([[5, 1], [5, 0]])).toBe('unsorted')
  })

  test('behavior: out of range', () => {
    expect(codeOf([[-1, 1]])).toBe('out_of_range')
    expect(codeOf([[GAME_MAX_TICKS, 1]])).toBe('out_of_range')
    expect(codeOf([[0, 8]])).toBe('out_of_range')
    expect(codeOf([[0, -1]])).toBe('out_of_range')
  })

  test('behavior: too large, before looking at entries', () => {
    const big = Array.from({ length: INPUT_LOG_MAX_ENTRIES + 1 }, () => 'junk')
    expect(codeOf(big)).toBe('too_large')
    const longest = Array.from({ length: INPUT_LOG_MAX_ENTRIES }, (_, tick) => [tick, tick % 8])
    expect(parseInputLog(longest)).toHaveLength(INPUT_LOG_MAX_ENTRIES)
    // The byte cap leaves room for the longest valid log.
    expect(JSON.stringify(longest).length).toBeLessThan(INPUT_LOG_MAX_BYTES)
  })

  test('behavior: the error names the entry', () => {
    try {
      parseInputLog([[0, 1], [1, 9]])
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ name: 'InputLogError', code: 'out_of_range', index: 1 })
      expect((error as InputLogError).shortMessage).toMatch(/outside the game/)
    }
  })
})

describe('appendInput', () => {
  test('default', () => {
    const log: InputEntry[] = []
    appendInput(log, 0, 0)
    appendInput(log, 1, BUTTON_LEFT)
    appendInput(log, 2, BUTTON_LEFT)
    appendInput(log, 3, 0)
    expect(log).toEqual([[1, BUTTON_LEFT], [3, 0]])
  })

  test('behavior: two changes in one tick keep the last, and a change back removes the entry', () => {
    const log: InputEntry[] = [[1, BUTTON_LEFT]]
    appendInput(log, 4, BUTTON_RIGHT)
    appendInput(log, 4, BUTTON_RIGHT | BUTTON_DASH)
    expect(log).toEqual([[1, BUTTON_LEFT], [4, BUTTON_RIGHT | BUTTON_DASH]])
    appendInput(log, 4, BUTTON_LEFT)
    expect(log).toEqual([[1, BUTTON_LEFT]])
    expect(parseInputLog(log)).toEqual(log)
  })
})
