import { describe, expect, it } from 'vitest'
import { sameReadOnly } from './useQuote'

const SALE = '0x00000000000000000000000000000000000000aa'
const keyOf = (parameters: Record<string, unknown>) => ({ queryKey: ['readContract', parameters] as const })

describe('sameReadOnly (the quote kept while the next block is read)', () => {
  const keep = sameReadOnly({ address: SALE, chainId: 5000, amount: 10n })

  it('default: keeps the previous block\'s quote of the same amount', () => {
    expect(keep(123n, keyOf({ address: SALE, chainId: 5000, args: [10n], blockNumber: 7n }))).toBe(123n)
  })

  it('behavior: another amount, sale or chain shows no quote until its own is read', () => {
    expect(keep(123n, keyOf({ address: SALE, chainId: 5000, args: [11n], blockNumber: 7n }))).toBeUndefined()
    expect(keep(123n, keyOf({ address: '0x00000000000000000000000000000000000000bb', chainId: 5000, args: [10n] }))).toBeUndefined()
    expect(keep(123n, keyOf({ address: SALE, chainId: 42161, args: [10n] }))).toBeUndefined()
    expect(keep(123n, undefined)).toBeUndefined()
    expect(sameReadOnly({ address: SALE, chainId: 5000, amount: undefined })(123n, keyOf({ address: SALE, chainId: 5000, args: [undefined] }))).toBeUndefined()
  })
})
