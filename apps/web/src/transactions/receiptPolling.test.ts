import { expect, test } from 'vitest'
import { RECEIPT_POLL_FALLBACK_MS } from './constants'
import { clientPollingIntervals, receiptPollInterval, RECEIPT_POLL_FLOOR_MS } from './receiptPolling'

test('default: the block time when it is slower than the floor', () => {
  expect(receiptPollInterval(2_000)).toBe(2_000) // Mantle
  expect(receiptPollInterval(12_000)).toBe(12_000) // Ethereum
})

test('behavior: fast chains are held to the floor; an unknown block time gets the fallback', () => {
  expect(receiptPollInterval(250)).toBe(RECEIPT_POLL_FLOOR_MS) // Arbitrum: 4x fewer polls than its blocks
  expect(receiptPollInterval(100)).toBe(RECEIPT_POLL_FLOOR_MS)
  expect(receiptPollInterval(undefined)).toBe(RECEIPT_POLL_FALLBACK_MS)
})

test("behavior: wagmi's clients on chains faster than two seconds a block poll at the floor; the rest keep viem's default", () => {
  const chains = [{ id: 42_161, blockTime: 250 }, { id: 5_000, blockTime: 2_000 }, { id: 1, blockTime: 12_000 }, { id: 7 }]
  expect(clientPollingIntervals(chains)).toEqual({ 42_161: RECEIPT_POLL_FLOOR_MS })
})
