import { expect, test } from 'vitest'
import { fill, placeholders } from './fill'

test('fill: each placeholder by name, as often as it appears', () => {
  expect(fill('Stake {amount} STAR', { amount: '1,5' })).toBe('Stake 1,5 STAR')
  expect(fill('{a} and {a} {b}', { a: 'x', b: 2 })).toBe('x and x 2')
})

test('behavior: a placeholder without a value is a programming error, not an empty gap', () => {
  expect(() => fill('Stake {amount} STAR', {})).toThrow('{amount}')
})

test('placeholders: in order', () => {
  expect(placeholders('{fee} {symbol} on {chain}')).toEqual(['fee', 'symbol', 'chain'])
  expect(placeholders('none')).toEqual([])
})
