import { expect, test } from 'vitest'
import { formatFee } from './formatFee'

test('default: six decimals', () => {
  expect(formatFee(123_456_000_000_000n)).toBe('0.000124') // 0.000123456 rounded up
  expect(formatFee(2n * 10n ** 18n)).toBe('2')
})

test('behavior: never shown smaller than it is, and 1 wei is not zero', () => {
  expect(formatFee(1n)).toBe('0.000001')
  expect(formatFee(1_000_000_000_000n)).toBe('0.000001')
  expect(formatFee(1_000_000_000_001n)).toBe('0.000002')
  expect(formatFee(0n)).toBe('0')
})
