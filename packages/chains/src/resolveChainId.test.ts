import { arbitrum, mantle } from 'viem/chains'
import { expect, test } from 'vitest'
import { resolveChainId } from './resolveChainId.js'

test('default: a supported candidate is kept', () => {
  expect(resolveChainId(42_161)).toBe(42_161)
  expect(resolveChainId(5_003)).toBe(5_003)
})

test('behavior: missing or unsupported falls back to the first configured chain', () => {
  expect(resolveChainId(undefined)).toBe(1)
  expect(resolveChainId(null)).toBe(1)
  expect(resolveChainId(10)).toBe(1)
  expect(resolveChainId(undefined, [mantle, arbitrum])).toBe(5_000)
  expect(resolveChainId(1, [mantle, arbitrum])).toBe(5_000)
  expect(resolveChainId(42_161, [mantle, arbitrum])).toBe(42_161)
})

test('behavior: nothing configured gives chain 1', () => {
  expect(resolveChainId(undefined, [])).toBe(1)
  expect(resolveChainId(42_161, [])).toBe(1)
})
