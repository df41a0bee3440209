import { describe, expect, test } from 'vitest'
import { judgeOutcome, type Findings } from './judgeOutcome'
import { sendErrorKind } from './sendErrorKind'

const quiet: Findings = { nonceBefore: 7, latest: 7, pending: 7 }

describe('sendErrorKind', () => {
  test('default: a refusal in the wallet, however wrapped', () => {
    expect(sendErrorKind({ code: 4001, message: 'User rejected the request.' })).toBe('refused')
    expect(sendErrorKind(Object.assign(new Error('wrapped'), { cause: { code: 4001 } }))).toBe('refused')
  })

  test('behavior: the explicit "cannot do it" codes are unsupported, anywhere in the cause chain', () => {
    for (const code of [5700, 5710, 5760, 4200, -32601]) expect(sendErrorKind(Object.assign(new Error('x'), { cause: { code } }))).toBe('unsupported')
  })

  test('behavior: a timeout, an internal error or a plain error may have been sent', () => {
    expect(sendErrorKind({ code: -32603, message: 'Request timed out' })).toBe('unknown')
    expect(sendErrorKind(new Error('the connection closed'))).toBe('unknown')
    expect(sendErrorKind(undefined)).toBe('unknown')
  })
})

describe('judgeOutcome', () => {
  test('default: only a refusal is unsent without looking at the chain', () => {
    expect(judgeOutcome('refused', undefined)).toBe('unsent')
    expect(judgeOutcome('unknown', undefined)).toBe('nothing-yet')
    expect(judgeOutcome('unsupported', undefined)).toBe('nothing-yet')
  })

  test('behavior: the effect on chain decides first (a smart account moves no nonce of its own)', () => {
    expect(judgeOutcome('unknown', { ...quiet, effect: true })).toBe('done')
    expect(judgeOutcome(undefined, { ...quiet, effect: true })).toBe('done')
    expect(judgeOutcome('unsupported', { ...quiet, latest: 8, pending: 8, effect: true })).toBe('done')
  })

  test('behavior: a wallet that timed out but sent: in flight, then went out', () => {
    expect(judgeOutcome('unknown', { ...quiet, pending: 8 })).toBe('in-flight')
    expect(judgeOutcome('unknown', { ...quiet, latest: 8, pending: 8 })).toBe('went-out')
    expect(judgeOutcome('unknown', { ...quiet, latest: 8, pending: 8, effect: false })).toBe('went-out')
    // An EIP-7702 upgrade in the same transaction moves the nonce by two.
    expect(judgeOutcome('unknown', { ...quiet, latest: 9, pending: 9, effect: false })).toBe('went-out')
  })

  test('behavior: "unsupported" is unsent only while the nonce shows nothing went out', () => {
    expect(judgeOutcome('unsupported', quiet)).toBe('unsent')
    expect(judgeOutcome('unsupported', { ...quiet, effect: false })).toBe('unsent')
    expect(judgeOutcome('unsupported', { ...quiet, pending: 8 })).toBe('in-flight')
    expect(judgeOutcome('unsupported', { ...quiet, latest: 8, pending: 8 })).toBe('went-out')
  })

  test('behavior: nothing from the account yet is never read as unsent after an unclear answer', () => {
    expect(judgeOutcome('unknown', quiet)).toBe('nothing-yet')
    expect(judgeOutcome(undefined, quiet)).toBe('nothing-yet')
  })
})
