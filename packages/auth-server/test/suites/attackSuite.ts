import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import type { AuthStore } from '../../src/stores/types.js'
import { alice, bob } from '../helpers/accounts.js'
import { serverPerTest } from '../helpers/serverPerTest.js'

const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** Turns a low-s signature into its high-s twin (same signer, flipped recovery bit). */
function toHighS(signature: `0x${string}`): `0x${string}` {
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  expect(s <= HALF_N).toBe(true)
  const v = Number.parseInt(signature.slice(130), 16)
  return `${signature.slice(0, 66)}${(N - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}` as `0x${string}`
}

/** Attacks: each answered with the right 4xx (or 503), and nothing issued. Run once per store. */
export function attackSuite(makeStore: () => AuthStore): void {
  const setup = serverPerTest(makeStore)
  const code = (result: { status: number; body: { error?: { code: string } } | null }) => [result.status, result.body?.error?.code]

  test('replay: the same signature twice is refused', async () => {
    const { client } = setup()
    const first = await client.signIn(alice)
    expect(first.result.status).toBe(200)
    expect(code(await client.login(alice.address, first.signature))).toEqual([401, 'nonce_invalid'])
    expect(code(await client.login(alice.address, first.signature, first.message))).toEqual([401, 'nonce_used'])
  })

  test('wrong signer: 401 signature_invalid; a stranger cannot spend the nonce, the owner still signs in', async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    expect(code(await client.login(alice.address, await bob.signMessage({ message })))).toEqual([401, 'signature_invalid'])
    expect(code(await client.login(alice.address, `0x${'11'.repeat(65)}`))).toEqual([401, 'signature_invalid'])
    expect((await client.login(alice.address, await alice.signMessage({ message }), message)).status).toBe(200)
  })

  test("A's nonce presented as B: 401, A's nonce kept", async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const bobSignature = await bob.signMessage({ message })
    expect(code(await client.login(bob.address, bobSignature))).toEqual([401, 'nonce_invalid'])
    expect(code(await client.login(bob.address, bobSignature, message))).toEqual([401, 'nonce_invalid'])
    expect((await client.login(alice.address, await alice.signMessage({ message }))).status).toBe(200)
  })

  test('altered message: 401 signature_invalid, with the altered text in the body or without it', async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const altered = message.replace('Sign in to Stardust', 'Sign in to Stardusk')
    const signature = await alice.signMessage({ message: altered })
    expect(code(await client.login(alice.address, signature, altered))).toEqual([401, 'signature_invalid'])
    expect(code(await client.login(alice.address, signature))).toEqual([401, 'signature_invalid'])
  })

  test('expired nonce (fake clock): 401 expired, no token', async () => {
    const { client, clock } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const signature = await alice.signMessage({ message })
    clock.advance(5 * 60_000 + 1000)
    expect(code(await client.login(alice.address, signature))).toEqual([401, 'expired'])
    expect(code(await client.login(alice.address, signature, message))).toEqual([401, 'expired'])
  })

  test('unparseable dates, missing fields, wrong domain, uri or chain in a sent message', async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const signature = await alice.signMessage({ message })
    const variants: [string, string, string][] = [
      [message.replace(/Issued At: .*/, 'Issued At: yesterday'), 'invalid_request', 'bad date'],
      [message.replace(/Issued At: \S+/, 'Issued At: 2026-02-31T10:00:00.000Z'), 'invalid_request', 'impossible date'],
      [message.replace(/\nNonce: .*/, ''), 'invalid_request', 'missing nonce'],
      [message.replace('localhost:3000 wants', 'evil.example wants'), 'domain_mismatch', 'domain'],
      [message.replace('URI: http://localhost:3000', 'URI: https://evil.example'), 'domain_mismatch', 'uri'],
      [message.replace('Chain ID: 31337', 'Chain ID: 1'), 'domain_mismatch', 'chain'],
    ]
    for (const [variant, expected, why] of variants) {
      expect(variant, why).not.toBe(message)
      const result = await client.login(alice.address, signature, variant)
      expect(result.body?.error?.code, why).toBe(expected)
    }
    // None of that spent the nonce.
    expect((await client.login(alice.address, signature, message)).status).toBe(200)
  })

  test('bad account, missing fields, non-JSON and wrong content type: 400 invalid_request', async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const signature = await alice.signMessage({ message })
    const badChecksum = alice.address.replace(/[a-f]/, (c) => c.toUpperCase())
    expect(code(await client.call('POST', 'user/login', { account: badChecksum, signedMsg: signature }))).toEqual([400, 'invalid_request'])
    expect(code(await client.call('POST', 'user/login', { account: '0x12', signedMsg: signature }))).toEqual([400, 'invalid_request'])
    expect(code(await client.call('POST', 'user/login', { account: alice.address }))).toEqual([400, 'invalid_request'])
    expect(code(await client.call('POST', 'user/login', { signedMsg: signature }))).toEqual([400, 'invalid_request'])
    expect(code(await client.call('POST', 'user/login', '{"account": '))).toEqual([400, 'invalid_request'])
    expect(code(await client.call('POST', 'user/login', '[1,2]'))).toEqual([400, 'invalid_request'])
    const form = await client.call('POST', 'user/login', `account=${alice.address}`, { 'content-type': 'application/x-www-form-urlencoded' })
    expect(code(form)).toEqual([400, 'invalid_request'])
    expect((await client.login(alice.address, signature)).status).toBe(200)
  })

  test('oversized body: 413 from Content-Length and from the stream alike', async () => {
    const { server, client } = setup()
    const big = JSON.stringify({ account: alice.address, padding: 'x'.repeat(9000) })
    expect(code(await client.call('POST', 'user/nonce', big))).toEqual([413, 'body_too_large'])
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++
        if (sent > 100) controller.close()
        else controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
      },
    })
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' }
    const response = await server.handle(new Request('http://localhost:3000/api/v1/user/login', init as RequestInit))
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(20)
  })

  test('garbage, short, long and high-s signatures: refused, and the nonce survives them', async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const good = await alice.signMessage({ message })
    expect(code(await client.login(alice.address, 'not-hex'))).toEqual([400, 'invalid_request'])
    expect(code(await client.login(alice.address, '0xzz'))).toEqual([400, 'invalid_request'])
    for (const bad of [good.slice(0, 66), `${good}00`, toHighS(good), `0x${'00'.repeat(65)}`]) {
      expect(code(await client.login(alice.address, bad, message))).toEqual([401, 'signature_invalid'])
    }
    expect((await client.login(alice.address, good, message)).status).toBe(200)
  })

  test('ten concurrent logins with one nonce: exactly one token', async () => {
    const { client } = setup()
    const { message } = (await client.nonce(alice.address)).body!.data!
    const signature = await alice.signMessage({ message })
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => client.login(alice.address, signature, index % 2 ? message : undefined)))
    expect(results.filter((result) => result.status === 200)).toHaveLength(1)
    for (const result of results.filter((result) => result.status !== 200)) {
      expect(result.status).toBe(401)
      expect(['nonce_used', 'nonce_invalid']).toContain(result.body!.error!.code)
    }
  })

  describe('RPC', () => {
    let hanging: Server | undefined
    afterEach(async () => {
      hanging?.closeAllConnections()
      await new Promise((resolve) => (hanging ? hanging.close(resolve) : resolve(undefined)))
      hanging = undefined
    })

    test('RPC down: contract-path check answers 503 and keeps the nonce', async () => {
      const { client } = setup({ rpc: { urls: { '31337': ['http://127.0.0.1:9'] }, timeoutMs: 1000 } })
      const { message } = (await client.nonce(alice.address)).body!.data!
      const result = await client.login(alice.address, await bob.signMessage({ message }))
      expect(code(result)).toEqual([503, 'rpc_unavailable'])
      expect(result.headers.get('retry-after')).toBe('5')
      expect((await client.login(alice.address, await alice.signMessage({ message }), message)).status).toBe(200)
    })

    test('RPC slow: a timeout answers 503 and keeps the nonce', async () => {
      hanging = createServer(() => {})
      await new Promise<void>((resolve) => hanging!.listen(0, '127.0.0.1', resolve))
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
      const { client } = setup({ rpc: { urls: { '31337': [url] }, timeoutMs: 300 } })
      const { message } = (await client.nonce(alice.address)).body!.data!
      expect(code(await client.login(alice.address, await bob.signMessage({ message })))).toEqual([503, 'rpc_unavailable'])
      expect((await client.login(alice.address, await alice.signMessage({ message }))).status).toBe(200)
    })
  })
}
