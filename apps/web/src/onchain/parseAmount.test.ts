import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseAmount } from './parseAmount'

describe('parseAmount', () => {
  test.each([
    ['1', parseEther('1')],
    ['1.5', parseEther('1.5')],
    ['0,25', parseEther('0.25')],
    ['.5', parseEther('0.5')],
    ['2.', parseEther('2')],
    [' 1 000 ', parseEther('1000')],
    ['0.000000000000000001', 1n],
  ])('default: %j is %s wei', (input, value) => {
    expect(parseAmount(input)).toEqual({ ok: true, value })
  })

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not-a-number'],
    ['1e18', 'not-a-number'],
    ['-1', 'not-a-number'],
    ['1.2.3', 'not-a-number'],
    ['0', 'zero'],
    ['0.000', 'zero'],
    ['0.0000000000000000001', 'too-many-decimals'],
  ])('behavior: %j is refused as %s', (input, problem) => {
    expect(parseAmount(input)).toEqual({ ok: false, problem })
  })

  test('parameters: max refuses more than the balance, and allows all of it', () => {
    expect(parseAmount('10.000000000000000001', { max: parseEther('10') })).toEqual({ ok: false, problem: 'over-balance' })
    expect(parseAmount('10', { max: parseEther('10') })).toEqual({ ok: true, value: parseEther('10') })
  })

  test('parameters: decimals', () => {
    expect(parseAmount('1.234', { decimals: 2 })).toEqual({ ok: false, problem: 'too-many-decimals' })
    expect(parseAmount('1.23', { decimals: 2 })).toEqual({ ok: true, value: 123n })
  })
})
