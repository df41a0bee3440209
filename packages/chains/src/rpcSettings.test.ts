import { expect, test } from 'vitest'
import { getRpcSettings } from './rpcSettings.js'

test('default: 5000 ms on most chains', () => {
  for (const chainId of [1, 11_155_111, 42_161, 5_000, 5_003]) {
    expect(getRpcSettings(chainId)).toEqual({ timeout: 5_000, retryCount: 3, retryDelay: 150 })
  }
})

test('behavior: Arbitrum Sepolia waits 15000 ms with 3 retries 1000 ms apart', () => {
  expect(getRpcSettings(421_614)).toEqual({ timeout: 15_000, retryCount: 3, retryDelay: 1_000 })
})

test('behavior: an unknown chain gets the 10 s default', () => {
  expect(getRpcSettings(10).timeout).toBe(10_000)
})

test('behavior: the result is a copy', () => {
  getRpcSettings(1).timeout = 1
  expect(getRpcSettings(1).timeout).toBe(5_000)
})
