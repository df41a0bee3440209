import { calculateThumbprint, generateKeyPair } from 'dpop'
import { decodeJwt, exportJWK, SignJWT } from 'jose'
import { expect, test } from 'vitest'
import type { AuthStore } from '../../src/stores/types.js'
import { alice, bob } from '../helpers/accounts.js'
import { dpopHolder, proofFor, url } from '../helpers/dpopHolder.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

const INVALID_PROOF = /^DPoP error="invalid_dpop_proof", algs="ES256/
const INVALID_TOKEN = 'DPoP error="invalid_token"'

/** DPoP (RFC 9449) as an attacker tries it, with real keys and signatures; run once per store. */
export function dpopSuite(makeStore: () => AuthStore): void {
  const setup = serverPerTest(makeStore)

  test('default: a login with a proof gets a token bound to the key (cnf.jkt); me and logout work with fresh proofs', async () => {
    const { server } = setup()
    const holder = await dpopHolder(server)
    const login = await holder.signIn(alice)
    expect([login.status, login.body!.token_type]).toEqual([200, 'DPoP'])
    expect(decodeJwt(login.token).cnf).toEqual({ jkt: await calculateThumbprint(holder.key.publicKey) })
    const me = await holder.me(login.token)
    expect([me.status, me.body!.data!.account]).toEqual([200, alice.address.toLowerCase()])
    expect((await holder.me(login.token)).status).toBe(200)
    expect((await server.verifyRequest(new Request(url('user/me'), { headers: { authorization: `DPoP ${login.token}`, dpop: await proofFor(holder.key, 'GET', 'user/me', login.token) } }))).address).toBe(alice.address.toLowerCase())
    expect((await holder.send('POST', 'user/logout', login.token)).status).toBe(204)
    expect((await holder.me(login.token)).body!.error!.code).toBe('token_revoked')
  })

  test('behavior: a token lifted from storage is refused without a proof, as bearer, with another key\'s proof, or with a proof for another token', async () => {
    const { server } = setup()
    const holder = await dpopHolder(server)
    const { token } = await holder.signIn(alice)
    const noProof = await holder.me(token, null)
    expect([noProof.status, noProof.body!.error!.code]).toEqual([401, 'dpop_invalid'])
    expect(noProof.headers.get('www-authenticate')).toMatch(INVALID_PROOF)
    const asBearer = await holder.client.me(token)
    expect([asBearer.status, asBearer.body!.error!.code, asBearer.headers.get('www-authenticate')]).toEqual([401, 'token_invalid', INVALID_TOKEN])
    const thief = await generateKeyPair('ES256')
    const stolen = await holder.me(token, await proofFor(thief, 'GET', 'user/me', token))
    expect([stolen.status, stolen.body!.error!.code]).toEqual([401, 'dpop_invalid'])
    expect(stolen.headers.get('www-authenticate')).toMatch(INVALID_PROOF)
    // The holder's own key, but the proof names another token (ath): not transferable between tokens.
    const other = await holder.signIn(alice)
    expect((await holder.me(token, await proofFor(holder.key, 'GET', 'user/me', other.token))).body!.error!.code).toBe('dpop_invalid')
    await expect(server.verifyToken(token)).rejects.toMatchObject({ code: 'dpop_invalid' })
    expect((await holder.me(token)).status).toBe(200)
  })

  test('behavior: a replayed proof is refused (dpop_replayed), and so is a replayed login proof', async () => {
    const { server } = setup()
    const holder = await dpopHolder(server)
    const { token } = await holder.signIn(alice)
    const proof = await proofFor(holder.key, 'GET', 'user/me', token)
    expect((await holder.me(token, proof)).status).toBe(200)
    const replay = await holder.me(token, proof)
    expect([replay.status, replay.body!.error!.code]).toEqual([401, 'dpop_replayed'])
    expect(replay.headers.get('www-authenticate')).toMatch(INVALID_PROOF)
    const issued = await holder.client.nonce(alice.address)
    const signature = await alice.signMessage({ message: issued.body!.data!.message })
    const loginProof = await proofFor(holder.key, 'POST', 'user/login')
    const body = { account: alice.address, signedMsg: signature }
    expect((await holder.client.call('POST', 'user/login', body, { dpop: loginProof })).status).toBe(200)
    expect((await holder.client.call('POST', 'user/login', body, { dpop: loginProof })).body!.error!.code).toBe('dpop_replayed')
  })

  test('behavior: a proof for another method or URL is refused; query strings are not part of htu', async () => {
    const { server } = setup()
    const holder = await dpopHolder(server)
    const { token } = await holder.signIn(alice)
    expect((await holder.me(token, await proofFor(holder.key, 'POST', 'user/me', token))).body!.error!.code).toBe('dpop_invalid')
    expect((await holder.me(token, await proofFor(holder.key, 'GET', 'user/logout', token))).body!.error!.code).toBe('dpop_invalid')
    const elsewhere = await holder.me(token, await generateProofAt(holder.key, 'GET', 'https://evil.example/api/v1/user/me', token))
    expect(elsewhere.body!.error!.code).toBe('dpop_invalid')
    const withQuery = await holder.client.call('GET', 'user/me?x=1', undefined, { authorization: `DPoP ${token}`, dpop: await proofFor(holder.key, 'GET', 'user/me', token) })
    expect(withQuery.status).toBe(200)
  })

  test('behavior: a proof older (or newer) than the window is refused; inside it, accepted', async () => {
    const { server, clock } = setup()
    const holder = await dpopHolder(server)
    const { token } = await holder.signIn(alice)
    const old = await proofFor(holder.key, 'GET', 'user/me', token)
    const inside = await proofFor(holder.key, 'GET', 'user/me', token)
    clock.advance(305_000)
    expect((await holder.me(token, old)).body!.error!.code).toBe('dpop_invalid')
    clock.advance(-10_000)
    expect((await holder.me(token, inside)).status).toBe(200)
    clock.advance(-600_000)
    expect((await holder.me(token, await proofFor(holder.key, 'GET', 'user/me', token))).body!.error!.code).toBe('dpop_invalid')
  })

  test('behavior: malformed proofs are refused: alg none, a private jwk, another typ, two headers, garbage', async () => {
    const { server } = setup()
    const holder = await dpopHolder(server)
    const { token } = await holder.signIn(alice)
    const { privateKey, publicKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
    const claims = async () => ({ htm: 'GET', htu: url('user/me'), jti: crypto.randomUUID(), ath: await athOf(token) })
    const sign = async (header: Record<string, unknown>) => new SignJWT(await claims()).setProtectedHeader({ alg: 'ES256', ...header }).setIssuedAt().sign(privateKey)
    // The thief controls the key: bind a token to it first, so only the flaw under test fails.
    const thief = await bindTokenTo(server, { privateKey, publicKey })
    const control = await new SignJWT({ ...(await claims()), ath: await athOf(thief) }).setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(publicKey) }).setIssuedAt().sign(privateKey)
    expect((await holder.me(thief, control)).status).toBe(200)
    const bad = [
      await sign({ typ: 'dpop+jwt', jwk: await exportJWK(privateKey) }),
      await sign({ typ: 'JWT', jwk: await exportJWK(publicKey) }),
      await sign({ typ: 'dpop+jwt' }),
      `${control}, ${control}`,
      'e30.e30.',
    ]
    for (const proof of bad) expect((await holder.me(token, proof)).body!.error!.code, proof).toBe('dpop_invalid')
  })

  test('behavior: without a proof the login gets a bearer token (the weaker mode), which refuses the DPoP scheme', async () => {
    const { server, client } = setup()
    const { result } = await client.signIn(bob)
    expect([result.status, result.body!.token_type]).toEqual([200, 'Bearer'])
    expect(decodeJwt(result.body!.token!).cnf).toBeUndefined()
    expect((await client.me(result.body!.token!)).status).toBe(200)
    const holder = await dpopHolder(server)
    expect((await holder.me(result.body!.token!)).body!.error!.code).toBe('token_invalid')
  })

  test('parameters: dpop.required refuses a login without a proof (the nonce is kept) and bearer tokens', async () => {
    const lax = setup()
    const bearer = (await lax.client.signIn(bob)).result.body!.token!
    const { server, client } = setup({ dpop: { required: true } })
    const issued = await client.nonce(alice.address)
    const signature = await alice.signMessage({ message: issued.body!.data!.message })
    const refused = await client.login(alice.address, signature)
    expect([refused.status, refused.body!.error!.code]).toEqual([401, 'dpop_invalid'])
    const holder = await dpopHolder(server)
    const proof = await proofFor(holder.key, 'POST', 'user/login')
    expect((await client.call('POST', 'user/login', { account: alice.address, signedMsg: signature }, { dpop: proof })).body!.token_type).toBe('DPoP')
    const old = await client.me(bearer)
    expect([old.status, old.body!.error!.code, old.headers.get('www-authenticate')]).toEqual([401, 'token_invalid', INVALID_TOKEN])
  })

  test('behavior: verifyToken checks a bound token with the proof made for the request that carried it (next-auth)', async () => {
    const { server } = setup()
    const holder = await dpopHolder(server)
    const { token } = await holder.signIn(alice)
    const callback = 'http://localhost:3000/api/auth/callback/wallet'
    const proof = await generateProofAt(holder.key, 'POST', callback, token)
    expect((await server.verifyToken(token, { proof, method: 'POST', url: callback })).address).toBe(alice.address.toLowerCase())
    await expect(server.verifyToken(token, { proof, method: 'POST', url: callback })).rejects.toMatchObject({ code: 'dpop_replayed' })
  })
}

async function athOf(token: string): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))).toString('base64url')
}

async function generateProofAt(key: Parameters<typeof proofFor>[0], method: string, at: string, token?: string): Promise<string> {
  const { generateProof } = await import('dpop')
  return await generateProof(key, at, method, undefined, token)
}

async function bindTokenTo(server: Parameters<typeof dpopHolder>[0], key: CryptoKeyPair): Promise<string> {
  const holder = await dpopHolder(server)
  Object.assign(holder.key, key)
  return (await holder.signIn(bob)).token
}
