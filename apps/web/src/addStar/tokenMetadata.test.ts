import { expect, test } from 'vitest'
import { watchableToken } from './tokenMetadata'

test('default: STAR as the contract reports it', () => {
  expect(watchableToken('STAR', 18)).toEqual({ symbol: 'STAR', decimals: 18 })
})

test('behavior: the limits wallets apply, at their edges', () => {
  expect(watchableToken('ABCDEFGHIJK', 0)).toEqual({ symbol: 'ABCDEFGHIJK', decimals: 0 })
  expect(watchableToken('ABCDEFGHIJKL', 18)).toBeUndefined()
  expect(watchableToken('', 18)).toBeUndefined()
  expect(watchableToken('STAR', 36)).toEqual({ symbol: 'STAR', decimals: 36 })
  expect(watchableToken('STAR', 37)).toBeUndefined()
  expect(watchableToken('STAR', -1)).toBeUndefined()
  expect(watchableToken('STAR', 1.5)).toBeUndefined()
  expect(watchableToken('STAR', 255n)).toBeUndefined()
  expect(watchableToken('STAR', 6n)).toEqual({ symbol: 'STAR', decimals: 6 })
  expect(watchableToken(undefined, 18)).toBeUndefined()
})
