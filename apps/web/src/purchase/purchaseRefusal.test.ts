import { describe, expect, test } from 'vitest'
import { purchaseRefusal } from './purchaseRefusal'

const open = { phase: 'open' as const, paused: false, remaining: 1_000n, remainingForWallet: 100n, tokens: 50n, payment: 5n, balance: 10n }

describe('purchaseRefusal', () => {
  test('default: a purchase within every limit is not refused', () => {
    expect(purchaseRefusal(open)).toBeUndefined()
    expect(purchaseRefusal({ ...open, tokens: undefined, payment: undefined })).toBeUndefined()
  })

  test.each([
    [{ paused: true, phase: 'not-started' as const }, { kind: 'paused' }],
    [{ phase: 'not-started' as const }, { kind: 'not-started' }],
    [{ phase: 'ended' as const }, { kind: 'ended' }],
    [{ remaining: 0n }, { kind: 'sold-out' }],
    [{ remainingForWallet: 0n }, { kind: 'cap-reached' }],
    [{ payment: 11n }, { kind: 'over-balance' }],
    [{ tokens: 0n }, { kind: 'too-small' }],
    [{ tokens: 101n }, { kind: 'over-cap', left: 100n }],
  ] as const)('behavior: refused before the wallet prompt (case %#)', (change, refusal) => {
    expect(purchaseRefusal({ ...open, ...change })).toEqual(refusal)
  })
})
