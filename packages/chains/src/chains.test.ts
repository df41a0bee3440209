import { expect, test } from 'vitest'
import { SUPPORTED_CHAIN_IDS, getChain, isSupportedChainId, supportedChains } from './chains.js'

test('default: the six chains in order, from viem', () => {
  expect(supportedChains.map((chain) => [chain.id, chain.name, chain.nativeCurrency.symbol])).toEqual([
    [1, 'Ethereum', 'ETH'],
    [11_155_111, 'Sepolia', 'ETH'],
    [42_161, 'Arbitrum One', 'ETH'],
    [421_614, 'Arbitrum Sepolia', 'ETH'],
    [5_000, 'Mantle', 'MNT'],
    [5_003, 'Mantle Sepolia Testnet', 'MNT'],
  ])
  expect(SUPPORTED_CHAIN_IDS).toEqual([1, 11_155_111, 42_161, 421_614, 5_000, 5_003])
  expect(supportedChains.filter((chain) => chain.testnet).map((chain) => chain.id)).toEqual([11_155_111, 421_614, 5_003])
})

test('default: block times of docs/behaviour.md', () => {
  expect(getChain(42_161)?.blockTime).toBe(250)
  expect(getChain(1)?.blockTime).toBe(12_000)
  for (const chain of supportedChains) expect(chain.blockTime).toBeGreaterThan(0)
})

test('getChain / isSupportedChainId', () => {
  expect(getChain(5_000)?.name).toBe('Mantle')
  expect(getChain(10)).toBeUndefined()
  expect(isSupportedChainId(421_614)).toBe(true)
  expect(isSupportedChainId(10)).toBe(false)
  expect(isSupportedChainId('1')).toBe(false)
  expect(isSupportedChainId(undefined)).toBe(false)
})
