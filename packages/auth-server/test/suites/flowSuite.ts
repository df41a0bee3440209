import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { parseSiweMessageStrict } from '../../src/siwe/parseSiweMessageStrict.js'
import type { AuthStore } from '../../src/stores/types.js'
import { alice, bob } from '../helpers/accounts.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

/** Nonce issue and the happy paths; run once per store. */
export function flowSuite(makeStore: () => AuthStore): void {
  const setup = serverPerTest(makeStore)

  describe('nonce', () => {
    test('default: 128-bit hex nonce and an EIP-4361 message bound to config, chain, address and 5 minutes', async () => {
      const { client, clock } = setup()
      const result = await client.nonce(alice.address.toLowerCase())
      expect(result.status).toBe(200)
      const { nonce, message } = result.body!.data!
      expect(nonce).toMatch(/^[0-9a-f]{32}$/)
      const fields = parseSiweMessageStrict(message)
      expect(fields).toMatchObject({ domain: 'localhost:3000', uri: 'http://localhost:3000', chainId: 31337, nonce, address: getAddress(alice.address) })
      const issuedAt = Math.floor(clock.now.getTime() / 1000) * 1000
      expect(Date.parse(fields.issuedAt)).toBe(issuedAt)
      expect(Date.parse(fields.expirationTime!)).toBe(issuedAt + 5 * 60_000)
    })

    test('behavior: every nonce differs', async () => {
      const { client } = setup({ rateLimits: { nonce: { perAddress: { limit: 100, windowMs: 60_000 } } } })
      const nonces = new Set<string>()
      for (let index = 0; index < 20; index++) nonces.add((await client.nonce(alice.address)).body!.data!.nonce)
      expect(nonces.size).toBe(20)
    })

    test('parameters: chainId from the request when allowed, the first configured chain when none; another is refused', async () => {
      const { client } = setup()
      const chainOf = async (chainId: unknown) => parseSiweMessageStrict((await client.nonce(alice.address, chainId)).body!.data!.message).chainId
      expect(await chainOf(11155111)).toBe(11155111)
      expect(await chainOf('11155111')).toBe(11155111)
      expect(await chainOf(undefined)).toBe(31337)
      const refused = await client.nonce(alice.address, 1)
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ error: { code: 'chain_not_allowed', message: expect.any(String) } })
      expect((await client.nonce(alice.address, 'nope')).body).toEqual({ error: { code: 'invalid_request', message: expect.any(String) } })
    })

    test('behavior: the Host header never reaches the message', async () => {
      const { client } = setup()
      const result = await client.call('POST', 'user/nonce', { account: alice.address }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' })
      expect(result.body!.data!.message).not.toContain('evil')
      expect(result.body!.data!.message.startsWith('localhost:3000 wants you')).toBe(true)
    })

    test('behavior: invalid or badly checksummed address is 400 invalid_address', async () => {
      const { client } = setup()
      const badChecksum = alice.address.replace(/[a-f]/, (c) => c.toUpperCase())
      for (const account of ['0x1234', 'hello', 42, badChecksum]) {
        const result = await client.call('POST', 'user/nonce', { account })
        expect(result.status).toBe(400)
        expect(result.body).toEqual({ error: { code: 'invalid_address', message: expect.any(String) } })
      }
    })
  })

  describe('login', () => {
    test('default: sign the issued message, get a token; me answers; logout revokes', async () => {
      const { client, clock } = setup()
      const { result } = await client.signIn(alice)
      expect(result.status).toBe(200)
      const { token, expiresAt } = result.body!
      expect(Date.parse(expiresAt!)).toBe(Math.floor(clock.now.getTime() / 1000) * 1000 + 24 * 3600 * 1000)
      const me = await client.me(token!)
      expect(me.status).toBe(200)
      expect(me.body!.data).toEqual({ account: alice.address.toLowerCase(), expiresAt })
      expect((await client.logout(token!)).status).toBe(204)
      const after = await client.me(token!)
      expect(after.status).toBe(401)
      expect(after.body!.error!.code).toBe('token_revoked')
      expect((await client.logout(token!)).status).toBe(401)
    })

    test('parameters: the message may be sent along; it selects its nonce', async () => {
      const { client } = setup()
      const first = (await client.nonce(alice.address)).body!.data!.message
      await client.nonce(alice.address)
      const result = await client.login(alice.address, await alice.signMessage({ message: first }), first)
      expect(result.status).toBe(200)
    })

    test('behavior: an older outstanding nonce of the account still signs in', async () => {
      const { client } = setup()
      const first = (await client.nonce(alice.address)).body!.data!.message
      await client.nonce(alice.address)
      expect((await client.login(alice.address, await alice.signMessage({ message: first }))).status).toBe(200)
    })

    test('behavior: two accounts sign in independently; tokens carry their own subject', async () => {
      const { client, server } = setup()
      const a = await client.signIn(alice)
      const b = await client.signIn(bob)
      expect((await server.verifyToken(a.result.body!.token!)).address).toBe(alice.address.toLowerCase())
      expect((await server.verifyToken(b.result.body!.token!)).address).toBe(bob.address.toLowerCase())
    })

    test('behavior: a plain account signs in while the RPC is down (no RPC needed)', async () => {
      const { client } = setup({ rpc: { urls: { '31337': ['http://127.0.0.1:9'] }, timeoutMs: 500 } })
      expect((await client.signIn(alice)).result.status).toBe(200)
    })
  })

  describe('dispatcher', () => {
    test('behavior: unknown path 404, wrong method 405 with Allow, any prefix works', async () => {
      const { client, server } = setup()
      expect((await client.call('GET', 'user/other')).status).toBe(404)
      const wrong = await client.call('GET', 'user/nonce')
      expect(wrong.status).toBe(405)
      expect(wrong.headers.get('allow')).toBe('POST')
      const bare = await server.handle(
        new Request('http://x/user/nonce', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: alice.address }) }),
      )
      expect(bare.status).toBe(200)
    })
  })
}
