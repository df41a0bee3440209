// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { readTokenClaims, tokenBelongsTo, tokenExpiresAt } from './jwt.js'

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`
const address = '0x00000000000000000000000000000000000000aa'

describe('jwt', () => {
  test('default: reads sub and exp', () => {
    expect(readTokenClaims(jwt({ sub: address, exp: 1_700_000_000, other: true }))).toEqual({ sub: address, exp: 1_700_000_000 })
  })

  test('behavior: opaque or broken tokens have no claims', () => {
    expect(readTokenClaims('opaque')).toEqual({})
    expect(readTokenClaims('a.%%%.c')).toEqual({})
    expect(readTokenClaims(`h.${Buffer.from('[1]').toString('base64url')}.s`)).toEqual({ sub: undefined, exp: undefined })
  })

  test('behavior: expiry from exp, else the server expiresAt', () => {
    expect(tokenExpiresAt(jwt({ exp: 10 }), '2030-01-01T00:00:00Z')).toBe(10_000)
    expect(tokenExpiresAt('opaque', '2030-01-01T00:00:00.000Z')).toBe(Date.parse('2030-01-01T00:00:00.000Z'))
    expect(tokenExpiresAt('opaque', 5)).toBe(5)
    expect(tokenExpiresAt('opaque', 'soon')).toBeUndefined()
    expect(tokenExpiresAt('opaque')).toBeUndefined()
  })

  test('behavior: a token of another subject does not belong to the address', () => {
    expect(tokenBelongsTo(jwt({ sub: address.toUpperCase().replace('0X', '0x') }), address as `0x${string}`)).toBe(true)
    expect(tokenBelongsTo(jwt({ sub: '0x00000000000000000000000000000000000000bb' }), address as `0x${string}`)).toBe(false)
    expect(tokenBelongsTo('opaque', address as `0x${string}`)).toBe(true)
  })
})
