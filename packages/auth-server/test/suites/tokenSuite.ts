import { SignJWT, UnsecuredJWT } from 'jose'
import { expect, test } from 'vitest'
import type { AuthStore } from '../../src/stores/types.js'
import { alice, TEST_SECRET } from '../helpers/accounts.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

const key = new TextEncoder().encode(TEST_SECRET)
const origin = 'http://localhost:3000'

/** Hand-made tokens with our key, to vary one claim at a time. */
async function forge(claims: { sub?: string; iss?: string; aud?: string; exp?: number; jti?: string }, alg = 'HS256'): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const jwt = new SignJWT({}).setProtectedHeader({ alg }).setIssuedAt(now).setExpirationTime(claims.exp ?? now + 3600)
  if (claims.sub !== undefined) jwt.setSubject(claims.sub)
  if (claims.jti !== undefined) jwt.setJti(claims.jti)
  jwt.setIssuer(claims.iss ?? origin).setAudience(claims.aud ?? origin)
  return await jwt.sign(alg === 'HS512' ? new TextEncoder().encode(TEST_SECRET.repeat(2)) : key)
}

/** Token checks on me/logout and verifyToken; run once per store. */
/**
 * The token with one character of its signature changed, in the middle: the last base64url character of
 * an HMAC carries 2 unused bits, so changing it can decode to the very same signature.
 */
function withForgedSignature(token: string): string {
  const at = token.lastIndexOf('.') + 5
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
}

export function tokenSuite(makeStore: () => AuthStore): void {
  const setup = serverPerTest(makeStore)
  const sub = alice.address.toLowerCase()

  test('a forged token with the right key and claims is accepted (the control for the cases below)', async () => {
    const { client } = setup()
    expect((await client.me(await forge({ sub, jti: 'j1' }))).status).toBe(200)
  })

  test('tampered, alg none, other alg, wrong iss or aud, bad sub, missing jti: 401 token_invalid', async () => {
    const { client, server } = setup()
    const { result } = await client.signIn(alice)
    const token = result.body!.token!
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '0x' + '1'.repeat(40) })).toString('base64url')}.${signature}`
    const none = new UnsecuredJWT({ sub, jti: 'x' }).setIssuer(origin).setAudience(origin).setIssuedAt().setExpirationTime('1h').encode()
    const cases = [
      tampered,
      withForgedSignature(token),
      none,
      await forge({ sub, jti: 'j' }, 'HS512'),
      await forge({ sub, jti: 'j', iss: 'https://evil.example' }),
      await forge({ sub, jti: 'j', aud: 'https://evil.example' }),
      await forge({ sub: alice.address, jti: 'j' }),
      await forge({ sub }),
      'not.a.token',
    ]
    for (const bad of cases) {
      const me = await client.me(bad)
      expect([me.status, me.body!.error!.code], bad).toEqual([401, 'token_invalid'])
      await expect(server.verifyToken(bad)).rejects.toMatchObject({ code: 'token_invalid' })
    }
    expect((await client.call('GET', 'user/me')).body!.error!.code).toBe('token_invalid')
    expect((await client.call('GET', 'user/me', undefined, { authorization: `Basic ${token}` })).body!.error!.code).toBe('token_invalid')
  })

  test('expired token (fake clock): 401 token_expired', async () => {
    const { client, clock } = setup({ tokenTtlSeconds: 60 })
    const token = (await client.signIn(alice)).result.body!.token!
    expect((await client.me(token)).status).toBe(200)
    clock.advance(61_000)
    expect((await client.me(token)).body!.error!.code).toBe('token_expired')
  })

  test('token after logout: me, logout and verifyToken refuse it; another token of the same account still works', async () => {
    const { client, server } = setup()
    const first = (await client.signIn(alice)).result.body!.token!
    const second = (await client.signIn(alice)).result.body!.token!
    expect((await client.logout(first)).status).toBe(204)
    expect((await client.me(first)).body!.error!.code).toBe('token_revoked')
    await expect(server.verifyToken(first)).rejects.toMatchObject({ code: 'token_revoked' })
    expect((await client.me(second)).status).toBe(200)
  })

  test('a token from a server with another secret is refused', async () => {
    const { client } = setup()
    const other = setup({ secret: 'another-secret-of-at-least-32-bytes-xxxxxxx' })
    const token = (await other.client.signIn(alice)).result.body!.token!
    expect((await client.me(token)).body!.error!.code).toBe('token_invalid')
  })
}
