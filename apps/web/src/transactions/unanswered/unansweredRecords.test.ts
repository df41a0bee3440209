import { describe, expect, test } from 'vitest'
import { loadEvidence, storeEvidence, type Evidence } from '../outcome/evidence'
import { UNANSWERED_RECORDS_KEY } from './constants'
import { createUnansweredRecords } from './unansweredRecords'

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const staking = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const evidence: Evidence = {
  effect: { address: staking, functionName: 'balanceOf', args: [account], atLeast: 500_000_000_000_000_000_000n },
  firstStep: { address: token, functionName: 'allowance', args: [account, staking], atLeast: 500_000_000_000_000_000_000n },
}
const asked = { key: 'k1', chainId: 5000, account, description: 'Stake 500 STAR', nonce: 3, evidence: storeEvidence(evidence), action: 'stake:5000:x:y' } as const

describe('evidence kept in a record', () => {
  test('default: stored as JSON and read back exactly (amounts past 2^53 included)', () => {
    expect(loadEvidence(JSON.parse(JSON.stringify(storeEvidence(evidence))))).toEqual(evidence)
  })
  test('behavior: a malformed read, address or amount is refused', () => {
    const stored = storeEvidence(evidence)
    expect(loadEvidence({ ...stored, effect: { ...stored.effect, functionName: 'transfer' } })).toBeUndefined()
    expect(loadEvidence({ ...stored, effect: { ...stored.effect, address: '0x12' } })).toBeUndefined()
    expect(loadEvidence({ ...stored, effect: { ...stored.effect, atLeast: '-1' } })).toBeUndefined()
    expect(loadEvidence({ ...stored, firstStep: { ...stored.firstStep!, args: [account] } })).toBeUndefined()
    expect(loadEvidence(null)).toBeUndefined()
  })
})

describe('createUnansweredRecords', () => {
  test('default: pending until the chain says, then settled with the finding; the first finding stays', () => {
    const records = createUnansweredRecords(memoryStorage())
    records.add(asked)
    expect(records.all()).toEqual([expect.objectContaining({ key: 'k1', status: 'pending', nonce: 3 })])
    records.settle('k1', 'done', 'confirmed')
    records.settle('k1', 'nothing', 'cancelled')
    expect(records.all()).toEqual([expect.objectContaining({ key: 'k1', status: 'confirmed', finding: 'done' })])
  })
  test('behavior: a request the wallet answered after all leaves no record', () => {
    const records = createUnansweredRecords(memoryStorage())
    records.add(asked)
    records.add({ ...asked, key: 'k2' })
    records.answered('k1')
    expect(records.all().map((r) => r.key)).toEqual(['k2'])
  })
  test('behavior: a request its flow gave up on stays, settled without a finding, for a later send to check; a found one keeps its finding', () => {
    const records = createUnansweredRecords(memoryStorage())
    records.add(asked)
    records.add({ ...asked, key: 'k2' })
    records.lapsed('k1')
    records.settle('k2', 'nothing', 'cancelled')
    records.lapsed('k2')
    expect(records.all()).toEqual([expect.objectContaining({ key: 'k2', status: 'cancelled', finding: 'nothing' }), expect.objectContaining({ key: 'k1', status: 'cancelled', nonce: 3 })])
    expect(records.all()[1]!.finding).toBeUndefined()
  })
  test('behavior: a single transaction is kept by its intent and block, with or without evidence', () => {
    const records = createUnansweredRecords(memoryStorage())
    const intent = { to: staking, selector: '0x3d13f874' } as const
    const claimed: Evidence = { effect: { address: staking, functionName: 'isClaimed', args: [account], atLeast: 1n } }
    records.add({ ...asked, key: 'tx1', evidence: undefined, intent, block: 41 })
    records.add({ ...asked, key: 'tx2', evidence: storeEvidence(claimed), intent, block: 41 })
    expect(records.all().map((r) => r.key)).toEqual(['tx2', 'tx1'])
    expect(loadEvidence(records.all()[0]!.evidence)).toEqual(claimed)
  })
  test('behavior: foreign or broken data is ignored, never thrown', () => {
    const storage = memoryStorage({ [UNANSWERED_RECORDS_KEY]: JSON.stringify([{ key: 'x' }, { ...asked, status: 'pending', addedAt: 1, evidence: {} }, 'junk']) })
    expect(createUnansweredRecords(storage).all()).toEqual([])
    // A single transaction without its block, or with a broken intent; a batch without evidence.
    const single = { ...asked, status: 'pending', addedAt: 1, evidence: undefined, intent: { to: staking, selector: '0x3d13f874' }, block: 41 }
    const broken = [{ ...single, block: undefined }, { ...single, intent: { to: staking, selector: '0x3d' } }, { ...asked, status: 'pending', addedAt: 1, evidence: undefined }]
    expect(createUnansweredRecords(memoryStorage({ [UNANSWERED_RECORDS_KEY]: JSON.stringify([...broken, single]) })).all()).toEqual([single])
    expect(createUnansweredRecords(memoryStorage({ [UNANSWERED_RECORDS_KEY]: '{not json' })).all()).toEqual([])
  })
})

describe('a batch request kept with its last call', () => {
  test('default: its last call and block are read back as written; a malformed call or block drops the record', () => {
    const lastCall = { to: staking, data: '0xa694fc3a00000000000000000000000000000000000000000000001b1ae4d6e2ef500000' } as const
    const records = createUnansweredRecords(memoryStorage())
    records.add({ ...asked, lastCall, block: 12 })
    records.lapsed('k1')
    expect(records.all()).toEqual([expect.objectContaining({ key: 'k1', status: 'cancelled', lastCall, block: 12 })])
    const stored = (record: object) => memoryStorage({ [UNANSWERED_RECORDS_KEY]: JSON.stringify([{ ...asked, status: 'cancelled', addedAt: 1, ...record }]) })
    expect(createUnansweredRecords(stored({ lastCall: { to: staking, data: '0x12' } })).all()).toEqual([])
    expect(createUnansweredRecords(stored({ lastCall, block: -1 })).all()).toEqual([])
    expect(createUnansweredRecords(stored({ lastCall, block: 3 })).all()).toHaveLength(1)
  })
})
