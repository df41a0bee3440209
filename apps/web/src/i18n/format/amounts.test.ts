import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '../locales'
import { formatAmount, formatBasisPoints, formatCount, formatRank } from './amounts'
import { formatDecimalString, formatPercentString, unitsToDecimal } from './decimal'

const NNBSP = '\u202f'

describe('formatDecimalString', () => {
  test('default: every digit of an exact decimal string, past a float\'s 17 digits', () => {
    expect(formatDecimalString('1234567.123456789012345678', 'en')).toBe('1,234,567.123456789012345678')
    expect(formatDecimalString('1234567.123456789012345678', 'de')).toBe('1.234.567,123456789012345678')
    expect(formatDecimalString('1000000000.000000000000000001', 'ja')).toBe('1,000,000,000.000000000000000001')
  })

  test('behavior: each locale groups and marks the decimal its own way', () => {
    const value = '1234567.5'
    expect(formatDecimalString(value, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,5`)
    expect(formatDecimalString(value, 'hi')).toBe('12,34,567.5')
    expect(formatDecimalString(value, 'ar')).toBe('1,234,567.5')
    expect(formatDecimalString(value, 'zh-CN')).toBe('1,234,567.5')
    expect(formatDecimalString(value, 'pt-BR')).toBe('1.234.567,5')
    expect(formatDecimalString(value, 'ru')).toBe('1\u00a0234\u00a0567,5')
  })

  test('behavior: refuses what is not a decimal string instead of guessing', () => {
    expect(() => formatDecimalString('1e18', 'en')).toThrow(RangeError)
  })
})

test('unitsToDecimal: exact, trailing zeros dropped', () => {
  expect(unitsToDecimal(1n, 18)).toBe('0.000000000000000001')
  expect(unitsToDecimal(-1500000000000000000n, 18)).toBe('-1.5')
  expect(unitsToDecimal(10n ** 27n, 18)).toBe('1000000000')
  expect(unitsToDecimal(42n, 0)).toBe('42')
})

describe('formatAmount', () => {
  test('default: English as the site has always shown it (grouped, four decimals, rounded down)', () => {
    expect(formatAmount(parseEther('1234567.891299'), 'en')).toBe('1,234,567.8912')
    expect(formatAmount(0n, 'en')).toBe('0')
    expect(formatAmount(1n, 'en')).toBe('< 0.0001')
  })

  test('behavior: 1e-18 and 1e9 STAR round-trip exactly in every locale', () => {
    for (const locale of LOCALES) {
      const tiny = formatAmount(1n, locale, { maxFraction: 18 })
      const huge = formatAmount(10n ** 27n, locale, { maxFraction: 18 })
      expect(tiny.replace(/\D/g, '')).toBe(`${'0'.repeat(18)}1`)
      expect(huge.replace(/\D/g, '')).toBe(`1${'0'.repeat(9)}`)
    }
    expect(formatAmount(1n, 'de', { maxFraction: 18 })).toBe('0,000000000000000001')
    expect(formatAmount(10n ** 27n, 'fr', { maxFraction: 18 })).toBe(`1${NNBSP}000${NNBSP}000${NNBSP}000`)
  })

  test('parameters: round up (fees) never shows less, round down (balances) never more', () => {
    expect(formatAmount(123_456_000_000_000n, 'de', { maxFraction: 6, round: 'up' })).toBe('0,000124')
    expect(formatAmount(123_456_000_000_000n, 'de', { maxFraction: 6 })).toBe('0,000123')
    expect(formatAmount(1n, 'fr', { maxFraction: 6, round: 'up' })).toBe('0,000001')
    expect(formatAmount(1n, 'de')).toBe('< 0,0001')
    expect(formatAmount(123456n, 'en', { decimals: 6, maxFraction: 2 })).toBe('0.12')
  })
})

describe('percentages', () => {
  test('formatBasisPoints: two decimals in the locale\'s percent pattern', () => {
    expect(formatBasisPoints(1234n, 'en')).toBe('12.34%')
    expect(formatBasisPoints(5n, 'en')).toBe('0.05%')
    expect(formatBasisPoints(1_234_567n, 'en')).toBe('12,345.67%')
    expect(formatBasisPoints(1234n, 'de')).toBe('12,34\u00a0%')
    expect(formatBasisPoints(1234n, 'tr')).toBe('%12,34')
  })

  test('formatPercentString: the decimal point moves as a string, no float', () => {
    expect(formatPercentString('0.000000000000000001', 'en')).toBe('0.000000000000000001%')
    expect(formatPercentString('123456789012345678.5', 'en')).toBe('123,456,789,012,345,678.5%')
  })
})

test('formatCount and formatRank: whole numbers beyond a float, shown as given when not whole', () => {
  expect(formatCount('123456789012345678901234', 'en')).toBe('123,456,789,012,345,678,901,234')
  expect(formatCount(1234n, 'de')).toBe('1.234')
  expect(formatCount('1.5', 'en')).toBe('1.5')
  expect(formatRank(1234, 'hi')).toBe('#1,234')
  expect(formatRank(1234567n, 'hi')).toBe('#12,34,567')
})
