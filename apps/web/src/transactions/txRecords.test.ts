import { describe, expect, test } from 'vitest'
import { TX_RECORDS_KEY, TX_RECORDS_PER_CHAIN } from './constants'
import { createTxRecords } from './txRecords'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}
const hash = (i: number) => `0x${i.toString(16).padStart(64, '0')}` as const
const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('createTxRecords', () => {
  test('default: pending, then confirmed or failed, newest first', () => {
    const records = createTxRecords(memoryStorage())
    records.add({ hash: hash(1), chainId: 5000, account, description: 'Claim 1,000 STAR', addedAt: 1 })
    records.add({ hash: hash(2), chainId: 5000, account, description: 'Claim again', addedAt: 2 })
    expect(records.list(5000).map((r) => [r.hash, r.status])).toEqual([
      [hash(2), 'pending'],
      [hash(1), 'pending'],
    ])
    records.settle(hash(1), 5000, 'confirmed')
    records.settle(hash(2), 5000, 'failed')
    expect(records.list(5000).map((r) => r.status)).toEqual(['failed', 'confirmed'])
  })

  test('behavior: a settled record keeps its first outcome', () => {
    const records = createTxRecords(memoryStorage())
    records.add({ hash: hash(1), chainId: 1, account, description: 'x' })
    records.settle(hash(1), 1, 'confirmed')
    records.settle(hash(1), 1, 'failed')
    expect(records.list(1)[0]!.status).toBe('confirmed')
  })

  test('behavior: a replaced transaction is cancelled, a sped-up one confirmed, each naming the hash mined instead', () => {
    const storage = memoryStorage()
    const records = createTxRecords(storage)
    records.add({ hash: hash(1), chainId: 5000, account, description: 'Buy 10 STAR' })
    records.add({ hash: hash(2), chainId: 5000, account, description: 'Buy 20 STAR' })
    records.settle(hash(1), 5000, 'cancelled', hash(9))
    records.settle(hash(2), 5000, 'confirmed', hash(8))
    const again = createTxRecords(storage) // read back from storage: the new fields pass validation
    expect(again.list(5000).map((r) => [r.hash, r.status, r.replacedBy])).toEqual([
      [hash(2), 'confirmed', hash(8)],
      [hash(1), 'cancelled', hash(9)],
    ])
  })

  test('behavior: 10 kept per chain, the oldest completed dropped first; other chains untouched', () => {
    const records = createTxRecords(memoryStorage())
    records.add({ hash: hash(100), chainId: 42161, account, description: 'other chain', addedAt: 0 })
    records.add({ hash: hash(0), chainId: 5000, account, description: 'slow one', addedAt: 0 })
    for (let i = 1; i <= 14; i++) {
      records.add({ hash: hash(i), chainId: 5000, account, description: `tx ${i}`, addedAt: i })
      records.settle(hash(i), 5000, 'confirmed')
    }
    const mantle = records.list(5000)
    expect(mantle).toHaveLength(TX_RECORDS_PER_CHAIN)
    // The slow pending one is still there: never dropped, never marked failed.
    expect(mantle.find((r) => r.hash === hash(0))?.status).toBe('pending')
    expect(mantle.filter((r) => r.status === 'confirmed').map((r) => r.hash)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6].map(hash))
    expect(records.list(42161)).toHaveLength(1)
  })

  test('behavior: per account, any letter case', () => {
    const records = createTxRecords(memoryStorage())
    records.add({ hash: hash(1), chainId: 1, account, description: 'x' })
    expect(records.list(1, account.toUpperCase())).toHaveLength(1)
    expect(records.list(1, '0x0000000000000000000000000000000000000001')).toHaveLength(0)
  })

  test('parameters: bad or foreign data in the key is ignored, never thrown', () => {
    const storage = memoryStorage({ [TX_RECORDS_KEY]: '{not json' })
    const records = createTxRecords(storage)
    expect(records.all()).toEqual([])
    storage.map.set(TX_RECORDS_KEY, JSON.stringify([{ hash: 'nope' }, { hash: hash(3), chainId: 1, account, description: 'ok', status: 'confirmed', addedAt: 3 }]))
    expect(records.all().map((r) => r.hash)).toEqual([hash(3)])
    const throwing = createTxRecords({ getItem: () => { throw new Error('blocked') }, setItem: () => { throw new Error('blocked') } })
    expect(() => throwing.add({ hash: hash(1), chainId: 1, account, description: 'x' })).not.toThrow()
  })

  test('behavior: subscribers hear every change', () => {
    const records = createTxRecords(memoryStorage())
    let calls = 0
    const stop = records.subscribe(() => calls++)
    records.add({ hash: hash(1), chainId: 1, account, description: 'x' })
    records.settle(hash(1), 1, 'confirmed')
    stop()
    records.add({ hash: hash(2), chainId: 1, account, description: 'x' })
    expect(calls).toBe(2)
  })
})
