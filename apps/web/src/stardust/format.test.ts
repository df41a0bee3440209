import { describe, expect, test } from 'vitest'
import { formatEntryTime, formatPoints, shortAccount } from './format'

describe('formatPoints', () => {
  test('default: whole points grouped by thousands, beyond Number precision', () => {
    expect(formatPoints('0')).toBe('0')
    expect(formatPoints('1234567')).toBe('1,234,567')
    expect(formatPoints('123456789012345678901234')).toBe('123,456,789,012,345,678,901,234')
  })

  test('behavior: something that is not a whole number is shown as given, never rounded', () => {
    expect(formatPoints('1.5')).toBe('1.5')
  })
})

describe('formatEntryTime', () => {
  test('default: UTC to the minute', () => {
    expect(formatEntryTime('2026-05-01T14:03:59.999Z')).toBe('2026-05-01 14:03 UTC')
  })

  test('behavior: an unreadable time is shown as given', () => {
    expect(formatEntryTime('yesterday')).toBe('yesterday')
  })
})

test('shortAccount: 0x1234…abcd', () => {
  expect(shortAccount('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
})
