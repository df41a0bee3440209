import { parseEther } from 'viem'
import { describe, expect, test } from 'vitest'
import { projectEarned, type EarnedReading } from './projectEarned'

// 1 STAR a second for the pool, scaled by 1e18
const reading: EarnedReading = {
  earned: parseEther('5'),
  balance: parseEther('25'),
  totalStaked: parseEther('100'),
  rewardRate: parseEther('1') * 10n ** 18n,
  periodFinish: 1_000n,
  readAt: 900n,
}

describe('projectEarned', () => {
  test('default: a quarter of the pool earns a quarter of the rate', () => {
    expect(projectEarned(reading, 904n)).toBe(parseEther('6'))
  })

  test('behavior: stops at the end of the period and never goes back before the reading', () => {
    expect(projectEarned(reading, 5_000n)).toBe(parseEther('30'))
    expect(projectEarned(reading, 800n)).toBe(parseEther('5'))
  })

  test('behavior: nothing staked earns nothing more', () => {
    expect(projectEarned({ ...reading, balance: 0n }, 950n)).toBe(parseEther('5'))
  })
})
