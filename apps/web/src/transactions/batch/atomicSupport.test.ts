import { describe, expect, test } from 'vitest'
import { atomicSupport, canBatchAtomically } from './atomicSupport'

describe('atomicSupport', () => {
  test('default: the chain keyed in hex, as EIP-5792 says', () => {
    expect(atomicSupport({ '0x1388': { atomic: { status: 'supported' } } }, 5000)).toBe('supported')
    expect(atomicSupport({ '0xA4B1': { atomic: { status: 'ready' } } }, 42161)).toBe('ready')
  })
  test('behavior: the chain keyed in decimal, as some wallets send it', () => {
    expect(atomicSupport({ '5000': { atomic: { status: 'supported' } } }, 5000)).toBe('supported')
  })
  test('behavior: the 0x0 entry applies to every chain; the chain’s own entry wins', () => {
    expect(atomicSupport({ '0x0': { atomic: { status: 'supported' } } }, 5000)).toBe('supported')
    expect(atomicSupport({ '0x0': { atomic: { status: 'supported' } }, '0x1388': { atomic: { status: 'unsupported' } } }, 5000)).toBe('unsupported')
  })
  test('behavior: another chain, no atomic entry, an unknown status or a malformed answer is none', () => {
    for (const raw of [{ '0x1': { atomic: { status: 'supported' } } }, { '0x1388': {} }, { '0x1388': { atomic: { status: 'yes' } } }, null, [], 'supported', { '0x1388': null }]) {
      expect(atomicSupport(raw, 5000)).toBe('none')
    }
  })
  test('behavior: supported and ready batch, the rest does not', () => {
    expect(['supported', 'ready', 'unsupported', 'none'].map((s) => canBatchAtomically(s as never))).toEqual([true, true, false, false])
  })
})
