import { afterEach, describe, expect, test } from 'vitest'
import { alice, TEST_SECRET } from '../../test/helpers/accounts.js'
import type { AuthServerConfigInput } from '../config/schema.js'
import { createAuthServer } from '../createAuthServer.js'
import { ConfigError } from '../errors.js'
import { memoryStore } from '../stores/memoryStore.js'
import { startAuthServer, type StartAuthServerReturnType } from './startAuthServer.js'

// A dapp on http://localhost:5173 calling the standalone server on another port (a Vite dev server).
const DAPP = 'http://localhost:5173'
const running: StartAuthServerReturnType[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

async function start(config: Partial<AuthServerConfigInput> = {}) {
  const started = await startAuthServer({
    port: 0,
    config: { domain: 'localhost:5173', uri: DAPP, secret: TEST_SECRET, chainIds: [1], store: memoryStore(), production: false, ...config },
  })
  running.push(started)
  return started.url
}

const preflight = (url: string, origin: string, method = 'POST') =>
  fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' } })
const post = (url: string, body: unknown, origin?: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, body: JSON.stringify(body) })
const code = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code

describe('CORS', () => {
  test('default: off: a preflight is 405 and no response carries CORS headers (same origin, or a proxy)', async () => {
    const url = await start()
    const answer = await preflight(`${url}/user/nonce`, DAPP)
    expect(answer.status).toBe(405)
    const nonce = await post(`${url}/user/nonce`, { account: alice.address }, DAPP)
    expect(nonce.status).toBe(200)
    expect(nonce.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('parameters: cors.origins: the preflight is answered for a listed origin, and every answer names it', async () => {
    const url = await start({ cors: { origins: [DAPP] } })
    const answer = await preflight(`${url}/api/v1/user/nonce`, DAPP)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(DAPP)
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type, authorization, dpop')
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
    expect(answer.headers.get('vary')).toBe('Origin')
    expect((await preflight(`${url}/user/me`, DAPP, 'GET')).headers.get('access-control-allow-methods')).toBe('GET, OPTIONS')

    const nonce = await post(`${url}/user/nonce`, { account: alice.address }, DAPP)
    expect(nonce.headers.get('access-control-allow-origin')).toBe(DAPP)
    const { data } = (await nonce.json()) as { data: { message: string } }
    const login = await post(`${url}/user/login`, { account: alice.address, signedMsg: await alice.signMessage({ message: data.message }) }, DAPP)
    expect(login.status).toBe(200)
    expect(login.headers.get('access-control-allow-origin')).toBe(DAPP)
    // Errors too, so the page can read the code.
    const refused = await post(`${url}/user/nonce`, { account: 'nope' }, DAPP)
    expect(refused.headers.get('access-control-allow-origin')).toBe(DAPP)
    expect(await code(refused)).toBe('invalid_address')
  })

  test('behavior: a preflight from an origin not listed is refused, without CORS headers', async () => {
    const url = await start({ cors: { origins: [DAPP] } })
    const answer = await preflight(`${url}/user/nonce`, 'http://evil.example')
    expect(answer.status).toBe(403)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(await code(answer)).toBe('origin_mismatch')
  })

  test('parameters: credentials are sent for a listed origin; * is answered as * and never with credentials', async () => {
    const withCredentials = await start({ cors: { origins: [DAPP], credentials: true } })
    expect((await preflight(`${withCredentials}/user/nonce`, DAPP)).headers.get('access-control-allow-credentials')).toBe('true')
    const any = await start({ cors: { origins: ['*'] } })
    const answer = await preflight(`${any}/user/nonce`, 'http://elsewhere.example')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
    const config = { domain: 'localhost:5173', uri: DAPP, secret: TEST_SECRET, production: false, store: memoryStore() }
    expect(() => createAuthServer({ ...config, cors: { origins: ['*'], credentials: true } })).toThrow(ConfigError)
    expect(() => createAuthServer({ ...config, cors: { origins: ['localhost:5173'] } })).toThrow(/cors\.origins entries must be origins/)
  })
})

describe('Origin of sign-in requests', () => {
  test('behavior: nonce and login from a page on another origin than the message names are 403 origin_mismatch', async () => {
    const url = await start({ cors: { origins: [DAPP, 'http://localhost:4173'] } })
    const nonce = await post(`${url}/user/nonce`, { account: alice.address }, 'http://localhost:4173')
    expect(nonce.status).toBe(403)
    expect(await code(nonce)).toBe('origin_mismatch')

    // A message fetched from the right origin, then posted from the wrong one, gets no token either.
    const { data } = (await (await post(`${url}/user/nonce`, { account: alice.address }, DAPP)).json()) as { data: { message: string } }
    const signedMsg = await alice.signMessage({ message: data.message })
    const login = await post(`${url}/user/login`, { account: alice.address, signedMsg }, 'http://localhost:4173')
    expect(login.status).toBe(403)
    expect(await code(login)).toBe('origin_mismatch')
    // The nonce survived the refusal: the right page still signs in with it.
    expect((await post(`${url}/user/login`, { account: alice.address, signedMsg }, DAPP)).status).toBe(200)
  })

  test('behavior: requests without Origin (servers, scripts) are not checked', async () => {
    const url = await start()
    expect((await post(`${url}/user/nonce`, { account: alice.address })).status).toBe(200)
  })
})

describe('requested chain', () => {
  test('behavior: a chain that is not allowed is 400 chain_not_allowed, not replaced by the first chain', async () => {
    const url = await start({ chainIds: [1, 42161] })
    const refused = await post(`${url}/user/nonce`, { account: alice.address, chainId: 8453 })
    expect(refused.status).toBe(400)
    expect(await code(refused)).toBe('chain_not_allowed')
    expect(await code(await post(`${url}/user/nonce`, { account: alice.address, chainId: 'x' }))).toBe('invalid_request')
    const allowed = (await (await post(`${url}/user/nonce`, { account: alice.address, chainId: 42161 })).json()) as { data: { message: string } }
    expect(allowed.data.message).toContain('Chain ID: 42161')
    const none = (await (await post(`${url}/user/nonce`, { account: alice.address })).json()) as { data: { message: string } }
    expect(none.data.message).toContain('Chain ID: 1\n')
  })
})
