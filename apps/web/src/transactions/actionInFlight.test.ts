import { describe, expect, test } from 'vitest'
import { actionInFlight, type ActionRecord } from './actionInFlight'
import { actionKey } from './actionKeys'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const claim = actionKey('claim', 5000, contract, account)
const WAIT = 300_000
const record = (over: Partial<ActionRecord>): ActionRecord => ({ action: claim, status: 'pending', addedAt: 1_000, description: 'Claim 1,000 STAR on Mantle', ...over })

describe('actionInFlight', () => {
  test('default: a pending record of the action is in flight', () => {
    expect(actionInFlight([record({})], claim, 2_000, WAIT)).toEqual({ state: 'in-flight', description: 'Claim 1,000 STAR on Mantle', addedAt: 1_000, overdueAt: 1_000 + WAIT })
  })

  test('behavior: a settled record, another action or a record without one is none', () => {
    for (const status of ['confirmed', 'failed', 'cancelled'] as const) expect(actionInFlight([record({ status })], claim, 2_000, WAIT).state).toBe('none')
    expect(actionInFlight([record({ action: actionKey('claim', 42161, contract, account) })], claim, 2_000, WAIT).state).toBe('none')
    expect(actionInFlight([record({ action: undefined })], claim, 2_000, WAIT).state).toBe('none')
    expect(actionInFlight([record({})], undefined, 2_000, WAIT).state).toBe('none')
  })

  test('behavior: past the receipt wait a pending record is overdue (offered again, with a warning)', () => {
    expect(actionInFlight([record({})], claim, 1_000 + WAIT - 1, WAIT).state).toBe('in-flight')
    expect(actionInFlight([record({})], claim, 1_000 + WAIT, WAIT).state).toBe('overdue')
  })

  test('behavior: the newest pending record decides', () => {
    const old = record({ addedAt: 0, description: 'old' })
    const young = record({ addedAt: WAIT, description: 'young' })
    expect(actionInFlight([old, young], claim, WAIT + 10, WAIT)).toMatchObject({ state: 'in-flight', description: 'young' })
  })

  test('behavior: a request the wallet never answered is in flight while the chain is read, then says what was found until a newer record', () => {
    const asked = record({ unanswered: {} })
    expect(actionInFlight([asked], claim, 2_000, WAIT)).toEqual({ state: 'in-flight', description: 'Claim 1,000 STAR on Mantle', addedAt: 1_000, overdueAt: 1_000 + WAIT, checking: 'batch', where: undefined })
    // A single transaction the wallet never answered: looked for among the account's transactions.
    expect(actionInFlight([record({ unanswered: { transaction: true } })], claim, 2_000, WAIT)).toMatchObject({ state: 'in-flight', checking: 'transaction' })
    // Found and handed to a transaction record (newer, pending): in flight as any transaction, no longer checking.
    const followed = record({ addedAt: 1_500 })
    expect(actionInFlight([followed, record({ unanswered: { transaction: true } })], claim, 2_000, WAIT)).toEqual({ state: 'in-flight', description: 'Claim 1,000 STAR on Mantle', addedAt: 1_500, overdueAt: 1_500 + WAIT })
    const found = record({ status: 'confirmed', unanswered: { finding: 'done' } })
    expect(actionInFlight([found], claim, 2_000, WAIT)).toEqual({ state: 'found', finding: 'done', description: 'Claim 1,000 STAR on Mantle', addedAt: 1_000 })
    expect(actionInFlight([found], claim, 1_000 + WAIT, WAIT).state).toBe('none')
    // A later transaction of the action (settled) hides the older finding.
    expect(actionInFlight([found, record({ status: 'confirmed', addedAt: 5_000 })], claim, 6_000, WAIT).state).toBe('none')
  })

  test('behavior: while a tab still asks its wallet (its lock held) the action stays off past the receipt wait, and says so', () => {
    const asked = record({ unanswered: { transaction: true, key: 'k1', where: 'elsewhere' } })
    const held = new Map([['k1', { held: true as const }]])
    // Without the lock, a request this old would be offered again as overdue: asked twice with the prompt open.
    expect(actionInFlight([asked], claim, 1_000 + WAIT + 60_000, WAIT, new Map([['k1', { held: false as const, since: 0 }]])).state).toBe('overdue')
    for (const now of [2_000, 1_000 + WAIT, 1_000 + 10 * WAIT])
      expect(actionInFlight([asked], claim, now, WAIT, held)).toEqual({ state: 'in-flight', description: 'Claim 1,000 STAR on Mantle', addedAt: 1_000, checking: 'transaction', where: 'elsewhere', asking: true })
    // A held request of the action wins over a newer pending record of it that is overdue or not.
    const newer = record({ addedAt: 2_000, description: 'newer' })
    expect(actionInFlight([asked, newer], claim, 1_000 + 10 * WAIT, WAIT, held)).toMatchObject({ state: 'in-flight', asking: true, description: 'Claim 1,000 STAR on Mantle' })
    // Another action's held lock changes nothing here.
    expect(actionInFlight([record({ action: actionKey('claim', 42161, contract, account), unanswered: { key: 'k1' } })], claim, 2_000, WAIT, held).state).toBe('none')
  })

  test('behavior: once the lock is let go the chain is read for a whole receipt wait from then; not yet known, never overdue', () => {
    const asked = record({ unanswered: { transaction: true, key: 'k1', where: 'here' } })
    const releasedAt = 1_000 + 2 * WAIT
    const released = new Map([['k1', { held: false as const, since: releasedAt }]])
    expect(actionInFlight([asked], claim, releasedAt + 1, WAIT, released)).toMatchObject({ state: 'in-flight', checking: 'transaction', where: 'here', overdueAt: releasedAt + WAIT })
    expect(actionInFlight([asked], claim, releasedAt + WAIT, WAIT, released).state).toBe('overdue')
    // This tab has not yet read the lock: in flight, not overdue, however old the record.
    expect(actionInFlight([asked], claim, 1_000 + 10 * WAIT, WAIT, new Map())).toMatchObject({ state: 'in-flight', overdueAt: 1_000 + 11 * WAIT })
    // A record seen free from the start counts from its own time when that is later.
    expect(actionInFlight([asked], claim, 2_000, WAIT, new Map([['k1', { held: false as const, since: 0 }]]))).toMatchObject({ state: 'in-flight', overdueAt: 1_000 + WAIT })
  })

  test('parameters: the key is one spelling of chain, contract and account', () => {
    expect(actionKey('claim', 5000, contract, account)).toBe(`claim:5000:${contract.toLowerCase()}:${account.toLowerCase()}`)
    expect(actionKey('claim', 5000, contract.toLowerCase() as `0x${string}`, account.toUpperCase().replace('0X', '0x') as `0x${string}`)).toBe(claim)
  })
})
