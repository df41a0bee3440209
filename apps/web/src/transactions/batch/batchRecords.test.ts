import { describe, expect, test } from 'vitest'
import { TX_RECORDS_PER_CHAIN } from '../constants'
import { createBatchRecords } from './batchRecords'
import { BATCH_RECORDS_KEY } from './constants'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}
const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('createBatchRecords', () => {
  test('default: a batch is kept by its id with its calls, pending, then settled once', () => {
    const records = createBatchRecords(memoryStorage())
    records.add({ id: '0xabc', chainId: 5000, account, description: 'Stake 25 STAR', calls: 2, addedAt: 1 })
    expect(records.all()).toEqual([{ id: '0xabc', chainId: 5000, account, description: 'Stake 25 STAR', calls: 2, status: 'pending', addedAt: 1 }])
    records.settle('0xabc', 5000, 'confirmed')
    records.settle('0xabc', 5000, 'failed')
    expect(records.all().map((r) => r.status)).toEqual(['confirmed'])
  })

  test('behavior: settled with its transactions, the hashes are kept; malformed hashes drop the record', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const storage = memoryStorage()
    const records = createBatchRecords(storage)
    records.add({ id: '0xabc', chainId: 5000, account, description: 'Stake 25 STAR', calls: 2, addedAt: 1 })
    records.settle('0xabc', 5000, 'confirmed', [hash])
    expect(records.all()).toEqual([expect.objectContaining({ status: 'confirmed', hashes: [hash] })])
    const stored = JSON.parse(storage.map.get(BATCH_RECORDS_KEY)!) as object[]
    expect(createBatchRecords(memoryStorage({ [BATCH_RECORDS_KEY]: JSON.stringify([{ ...stored[0], hashes: ['0x12'] }]) })).all()).toEqual([])
  })

  test('behavior: trimmed per chain, a pending batch never dropped for newer settled ones', () => {
    const records = createBatchRecords(memoryStorage())
    records.add({ id: 'old', chainId: 5000, account, description: 'x', calls: 2 })
    for (let i = 0; i < TX_RECORDS_PER_CHAIN + 3; i++) {
      records.add({ id: `b${i}`, chainId: 5000, account, description: 'x', calls: 2 })
      records.settle(`b${i}`, 5000, 'confirmed')
    }
    records.add({ id: 'other', chainId: 42161, account, description: 'x', calls: 2 })
    const mantle = records.all().filter((r) => r.chainId === 5000)
    expect(mantle).toHaveLength(TX_RECORDS_PER_CHAIN)
    expect(mantle.some((r) => r.id === 'old' && r.status === 'pending')).toBe(true)
    expect(records.all().some((r) => r.id === 'other')).toBe(true)
  })

  test('behavior: bad or foreign data in the key is ignored, never thrown', () => {
    const bad = JSON.stringify([{ id: '', chainId: 1 }, { id: 'x', chainId: 1, account, description: 'd', calls: 0, status: 'pending', addedAt: 1 }, 'junk'])
    expect(createBatchRecords(memoryStorage({ [BATCH_RECORDS_KEY]: bad })).all()).toEqual([])
    expect(createBatchRecords(memoryStorage({ [BATCH_RECORDS_KEY]: '{not json' })).all()).toEqual([])
  })
})
