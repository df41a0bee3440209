import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { aprBasisPoints } from './apr'

const YEAR = 365n * 86_400n

describe('aprBasisPoints', () => {
  test('default: a year of rewards equal to the stake is 100 %', () => {
    const rate = (parseEther('1000') * 10n ** 18n) / YEAR // 1000 STAR a year, scaled by 1e18
    expect(aprBasisPoints(rate, parseEther('1000'), 100n, 0n)).toBe(9_999n) // the rate truncates: 99.99 %
  })

  test('behavior: nothing staked or a finished period has no APR', () => {
    expect(aprBasisPoints(10n ** 30n, 0n, 100n, 0n)).toBeUndefined()
    expect(aprBasisPoints(10n ** 30n, parseEther('1'), 100n, 100n)).toBeUndefined()
  })

  test('behavior: twice the stake halves the APR', () => {
    const rate = (parseEther('500') * 10n ** 18n) / YEAR
    expect(aprBasisPoints(rate, parseEther('1000'), 100n, 0n)).toBe(4_999n)
    expect(aprBasisPoints(rate, parseEther('2000'), 100n, 0n)).toBe(2_499n)
  })
})
