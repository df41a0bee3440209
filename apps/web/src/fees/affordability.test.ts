import { expect, test } from 'vitest'
import { affordability } from './affordability'

test('default: a balance that covers the fee', () => {
  expect(affordability({ balance: 10n, fee: 10n })).toEqual({ canPay: true, short: 0n })
})

test('behavior: the value sent counts with the fee, and the shortfall is exact', () => {
  expect(affordability({ balance: 10n, fee: 4n, value: 7n })).toEqual({ canPay: false, short: 1n })
  expect(affordability({ balance: 0n, fee: 3n })).toEqual({ canPay: false, short: 3n })
})
