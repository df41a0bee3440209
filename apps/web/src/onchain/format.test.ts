import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { formatAge, formatAmount, formatBasisPoints, formatBlock, formatChainTime } from './format'

describe('formatAmount', () => {
  test('default: grouped, at most four decimals, rounded down', () => {
    expect(formatAmount(parseEther('1234567.891299'))).toBe('1,234,567.8912')
    expect(formatAmount(parseEther('10'))).toBe('10')
    expect(formatAmount(0n)).toBe('0')
  })

  test('behavior: a dust amount is never shown as zero', () => {
    expect(formatAmount(1n)).toBe('< 0.0001')
  })

  test('parameters: decimals and maxFraction', () => {
    expect(formatAmount(123456n, { decimals: 6, maxFraction: 2 })).toBe('0.12')
    expect(formatAmount(10n ** 30n)).toBe('1,000,000,000,000')
  })
})

test('formatBasisPoints', () => {
  expect(formatBasisPoints(1234n)).toBe('12.34%')
  expect(formatBasisPoints(5n)).toBe('0.05%')
  expect(formatBasisPoints(1_234_567n)).toBe('12,345.67%')
})

test('formatChainTime', () => {
  expect(formatChainTime(1_767_225_600n)).toBe('1 Jan 2026, 00:00 UTC')
})

test('formatAge', () => {
  expect([0, 59_999, 60_000, 3 * 60_000 + 5_000, 2 * 3_600_000, 26 * 3_600_000].map((ms) => formatAge(ms))).toEqual(['0 s ago', '59 s ago', '1 min ago', '3 min ago', '2 h ago', '1 d ago'])
})

test('formatBlock', () => {
  expect([formatBlock(1_234n), formatBlock(7n)]).toEqual(['1,234', '7'])
})
