// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { parseLoginSuccess, parseSync } from './channels.js'

const address = '0x00000000000000000000000000000000000000aA'

describe('parseLoginSuccess', () => {
  test('default: accepts the documented shape (docs/storage.md) and lowercases the address', () => {
    expect(parseLoginSuccess({ type: 'login-success', address, token: 't' })).toEqual({
      type: 'login-success',
      address: address.toLowerCase(),
      token: 't',
    })
  })

  test.each([
    ['a string', 'login-success'],
    ['null', null],
    ['another type', { type: 'login', address, token: 't' }],
    ['no token', { type: 'login-success', address }],
    ['an empty token', { type: 'login-success', address, token: '' }],
    ['a bad address', { type: 'login-success', address: '0x123', token: 't' }],
  ])('behavior: ignores %s', (_, data) => {
    expect(parseLoginSuccess(data)).toBeUndefined()
  })
})

describe('parseSync', () => {
  test('behavior: a sign-in request and its end carry a lowercase address and a text of sane length', () => {
    expect(parseSync({ type: 'sign-in-request', address, message: 'm', extra: 1 })).toEqual({ type: 'sign-in-request', address: address.toLowerCase(), message: 'm' })
    expect(parseSync({ type: 'sign-in-request-ended', address, message: 'm' })).toEqual({ type: 'sign-in-request-ended', address: address.toLowerCase(), message: 'm' })
    expect(parseSync({ type: 'sign-in-request', address, message: '' })).toBeUndefined()
    expect(parseSync({ type: 'sign-in-request', address, message: 'm'.repeat(8193) })).toBeUndefined()
    expect(parseSync({ type: 'sign-in-request', address, message: 7 })).toBeUndefined()
    expect(parseSync({ type: 'sign-in-request', address: '0x12', message: 'm' })).toBeUndefined()
  })

  test('behavior: our other three messages pass, anything else is ignored', () => {
    expect(parseSync({ type: 'lock-released', extra: 1 })).toEqual({ type: 'lock-released' })
    expect(parseSync({ type: 'all-cleared' })).toEqual({ type: 'all-cleared' })
    expect(parseSync({ type: 'token-cleared', address, reason: 'expired' })).toEqual({
      type: 'token-cleared',
      address: address.toLowerCase(),
      reason: 'expired',
    })
    expect(parseSync({ type: 'token-cleared', address, reason: 'because' })).toBeUndefined()
    expect(parseSync({ type: 'token-cleared', reason: 'failure' })).toBeUndefined()
    expect(parseSync(42)).toBeUndefined()
  })
})
