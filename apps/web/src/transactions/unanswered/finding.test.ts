import { describe, expect, test } from 'vitest'
import { findingOf, statusOf } from './finding'

describe('findingOf', () => {
  test('default: the effect on chain is done, whatever the nonce said', () => {
    expect(findingOf('done', undefined)).toBe('done')
    expect(findingOf('went-out', { effect: true, firstStep: false })).toBe('done')
  })
  test('behavior: a transaction went out without the effect: the allowance tells the approval alone from another transaction', () => {
    expect(findingOf('went-out', { effect: false, firstStep: true })).toBe('first-step')
    expect(findingOf('went-out', { effect: false, firstStep: false })).toBe('other')
    expect(findingOf('went-out', undefined)).toBe('other')
  })
  test('behavior: still waiting for a block, or nothing from the account', () => {
    expect(findingOf('in-flight', undefined)).toBe('in-flight')
    expect(findingOf('nothing-yet', undefined)).toBe('nothing')
  })
  test('behavior: a record settles confirmed only on the effect; nothing sent is cancelled, anything else failed', () => {
    expect(statusOf('done')).toBe('confirmed')
    expect(statusOf('nothing')).toBe('cancelled')
    expect(statusOf('first-step')).toBe('failed')
    expect(statusOf('other')).toBe('failed')
  })
})
