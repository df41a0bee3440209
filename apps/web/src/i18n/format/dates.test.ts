import { describe, expect, test } from 'vitest'
import { formatAge, formatChainTime, formatCountdown, formatIsoTime, formatSecondsLeft } from './dates'

const NEW_YEAR = 1_767_225_600n // 2026-01-01T00:00:00Z

describe('formatChainTime', () => {
  test('default: English as the specification shows it, in UTC', () => {
    expect(formatChainTime(NEW_YEAR, 'en')).toBe('1 Jan 2026, 00:00 UTC')
  })

  test('behavior: each locale orders and names the date its own way, always UTC', () => {
    expect(formatChainTime(NEW_YEAR, 'de')).toBe('01.01.2026, 00:00 UTC')
    expect(formatChainTime(NEW_YEAR, 'ja')).toBe('2026/01/01 0:00 UTC')
    expect(formatChainTime(NEW_YEAR, 'fr')).toBe('1 janv. 2026, 00:00 UTC')
    expect(formatChainTime(NEW_YEAR, 'ar')).toMatch(/2026.*00:00 UTC$/)
  })
})

test('formatIsoTime: English keeps its ISO form; others as chain times; unreadable as given', () => {
  expect(formatIsoTime('2026-05-01T14:03:59.999Z', 'en')).toBe('2026-05-01 14:03 UTC')
  expect(formatIsoTime('2026-05-01T14:03:59.999Z', 'de')).toBe('01.05.2026, 14:03 UTC')
  expect(formatIsoTime('yesterday', 'de')).toBe('yesterday')
})

describe('formatAge', () => {
  test('default: English in the largest whole unit', () => {
    expect([0, 59_999, 60_000, 185_000, 7_200_000, 93_600_000].map((ms) => formatAge(ms, 'en'))).toEqual(['0 s ago', '59 s ago', '1 min ago', '3 min ago', '2 h ago', '1 d ago'])
  })

  test('behavior: other languages through Intl.RelativeTimeFormat', () => {
    expect(formatAge(185_000, 'de')).toBe('vor 3 Min.')
    expect(formatAge(185_000, 'ja')).toBe('3 分前')
    expect(formatAge(12_000, 'ar')).toBe('قبل 12 ثانية')
  })
})

test('formatCountdown: a clock in the locale\'s digits', () => {
  expect(formatCountdown(65, 'en')).toBe('1:05')
  expect(formatCountdown(3725, 'en')).toBe('1:02:05')
  expect(formatCountdown(-3, 'en')).toBe('0:00')
})

test("formatSecondsLeft: the game's clock in the locale's unit, never English's 's' elsewhere", () => {
  expect(formatSecondsLeft(60, 'en')).toBe('60s')
  expect(formatSecondsLeft(59.2, 'en')).toBe('60s')
  expect(formatSecondsLeft(60, 'ar')).toBe('60 ث')
  expect(formatSecondsLeft(60, 'de')).toBe('60 Sek.')
  expect(formatSecondsLeft(-1, 'ru')).toBe('0 с')
})
