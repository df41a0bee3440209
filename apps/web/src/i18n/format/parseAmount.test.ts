import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '../locales'
import type { Locale } from '../locales'
import { formatAmount, formatInput } from './amounts'
import { parseAmount } from './parseAmount'

const ok = (value: string) => ({ ok: true, value: parseEther(value) })
const no = (problem: string) => ({ ok: false, problem })

describe('parseAmount', () => {
  test.each([
    ['en', '1', ok('1')],
    ['en', '1.5', ok('1.5')],
    ['en', '0,25', ok('0.25')],
    ['en', '.5', ok('0.5')],
    ['en', '2.', ok('2')],
    ['en', ' 1 000 ', ok('1000')],
    ['en', '1,234,567.5', ok('1234567.5')],
    ['en', '0.000000000000000001', { ok: true, value: 1n }],
    ['de', '1,5', ok('1.5')],
    ['de', '1.5', ok('1.5')],
    ['de', '0.125', ok('0.125')],
    ['de', '1.234.567,89', ok('1234567.89')],
    ['de', '1234,567', ok('1234.567')],
    ['fr', '1\u202f234,5', ok('1234.5')],
    ['fr', '1 234,5', ok('1234.5')],
    ['ru', '1\u00a0000', ok('1000')],
    ['hi', '12,34,567.5', ok('1234567.5')],
    ['hi', '१२.५', ok('12.5')],
    ['ar', '١٫٥', ok('1.5')],
    ['ar', '١٬٢٣٤٫٥', ok('1234.5')],
    ['ar', '۱۲', ok('12')],
    ['ja', '１．５', ok('1.5')],
    ['zh-CN', '1,000,000', ok('1000000')],
    ['pt-BR', '2,75', ok('2.75')],
  ] as [Locale, string, unknown][])('behavior: in %s %j is read as the locale writes it', (locale, input, expected) => {
    expect(parseAmount(input, { locale })).toEqual(expected)
  })

  test.each([
    ['en', '', 'empty'],
    ['en', '   ', 'empty'],
    ['en', 'abc', 'not-a-number'],
    ['en', '1e18', 'not-a-number'],
    ['en', '-1', 'not-a-number'],
    ['en', '1.2.3', 'not-a-number'],
    ['en', '1 5', 'not-a-number'],
    ['en', '1,23,4', 'not-a-number'],
    ['de', '1,2,3', 'not-a-number'],
    ['de', '1.234,5.6', 'not-a-number'],
    ['de', '1.234', 'ambiguous'],
    ['en', '1,234', 'ambiguous'],
    ['fr', '1.234', 'ambiguous'],
    ['hi', '12,345', 'ambiguous'],
    ['en', '0', 'zero'],
    ['de', '0,000', 'zero'],
    ['en', '0.0000000000000000001', 'too-many-decimals'],
  ] as [Locale, string, string][])('behavior: in %s %j is refused as %s', (locale, input, problem) => {
    expect(parseAmount(input, { locale })).toEqual(no(problem))
  })

  test('behavior: a German "1,5" is 1.5, never 15', () => {
    expect(parseAmount('1,5', { locale: 'de' })).toEqual(ok('1.5'))
    expect(parseAmount('1,5', { locale: 'de' })).not.toEqual(ok('15'))
  })

  test('behavior: what each locale shows, it reads back exactly (1e-18 and 1e9 STAR)', () => {
    for (const locale of LOCALES) {
      for (const wei of [1n, 10n ** 27n, parseEther('1234567.123456789012345678')]) {
        const shown = formatAmount(wei, locale, { maxFraction: 18 })
        expect(parseAmount(shown, { locale }), `${locale} ${shown}`).toEqual({ ok: true, value: wei })
      }
    }
  })

  test('parameters: max and decimals', () => {
    expect(parseAmount('10,000000000000000001', { locale: 'de', max: parseEther('10') })).toEqual(no('over-balance'))
    expect(parseAmount('10', { locale: 'de', max: parseEther('10') })).toEqual(ok('10'))
    expect(parseAmount('1,234', { locale: 'de', decimals: 2 })).toEqual(no('too-many-decimals'))
    expect(parseAmount('1,23', { locale: 'de', decimals: 2 })).toEqual({ ok: true, value: 123n })
  })
})

test('behavior: what Max fills in (formatInput) reads back exactly in every locale, never as ambiguous', () => {
  for (const locale of LOCALES) {
    for (const wei of [1n, parseEther('123.456'), parseEther('1234567.000000000000000001')]) {
      expect(parseAmount(formatInput(wei, locale), { locale }), locale).toEqual({ ok: true, value: wei })
    }
  }
  expect(formatInput(parseEther('123.456'), 'de')).toBe('123,456')
})
