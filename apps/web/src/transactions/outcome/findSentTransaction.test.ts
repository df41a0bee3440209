import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { isSameCall } from './findSentTransaction'

const abi = parseAbi(['function buy(uint256 price, uint256 tokens) payable'])
const sale = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const call = { address: sale, abi, functionName: 'buy', args: [3n, 10n], value: 30n } as const
const input = encodeFunctionData({ abi, functionName: 'buy', args: [3n, 10n] })

describe('isSameCall', () => {
  test('default: the same target, calldata and value, however the address is spelled', () => {
    expect(isSameCall({ to: sale.toLowerCase() as `0x${string}`, input, value: 30n }, call)).toBe(true)
  })

  test('behavior: another target, other arguments, another value or a contract creation is another call', () => {
    expect(isSameCall({ to: '0x000000000000000000000000000000000000dEaD', input, value: 30n }, call)).toBe(false)
    expect(isSameCall({ to: sale, input: encodeFunctionData({ abi, functionName: 'buy', args: [3n, 11n] }), value: 30n }, call)).toBe(false)
    expect(isSameCall({ to: sale, input, value: 31n }, call)).toBe(false)
    expect(isSameCall({ to: null, input, value: 30n }, call)).toBe(false)
  })
})
