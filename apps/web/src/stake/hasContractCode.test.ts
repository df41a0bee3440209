import { describe, expect, test } from 'vitest'
import { isContractCode } from './hasContractCode'

describe('isContractCode', () => {
  test('default: no code is an EOA', () => {
    expect(isContractCode('0x')).toBe(false)
    expect(isContractCode(undefined)).toBe(false)
  })
  test('behavior: an EIP-7702 delegation (0xef0100 + address) is still an EOA, in any case', () => {
    expect(isContractCode('0xef01007e57000000000000000000000000000000005792')).toBe(false)
    expect(isContractCode('0xEF01007E57000000000000000000000000000000005792')).toBe(false)
  })
  test('behavior: any other code is a contract account (a Safe proxy, a smart wallet)', () => {
    expect(isContractCode('0x608060405273ffffffffffffffffffffffffffffffffffffffff600054167fa619486e')).toBe(true)
    expect(isContractCode('0xef0200')).toBe(true)
  })
})
