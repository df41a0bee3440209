// @vitest-environment node
import { createApiClient, type ApiError } from '@stardust/api-client'
import { startAuthServer } from '@stardust/auth-server/node'
import { generateKeyPair, type KeyPair } from 'dpop'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { alice, bob } from '../../test/keys.js'
import { createAuthenticatedFetch } from '../core/createAuthenticatedFetch.js'
import { readTokenClaims } from '../core/jwt.js'
import { createDpopSigner } from './createDpopSigner.js'

let server: Awaited<ReturnType<typeof startAuthServer>>
beforeAll(async () => {
  server = await startAuthServer({
    port: 0,
    config: { domain: 'localhost:3000', uri: 'http://localhost:3000', secret: 'wallet-auth-dpop-secret-at-least-32-bytes', production: false, chainIds: [31_337] },
  })
})
afterAll(async () => {
  await server?.close()
})

/** A per-account key source in memory, standing in for IndexedDB in Node (the browser's store is tested in Chromium). */
function memoryKeys() {
  const keys = new Map<string, Promise<KeyPair>>()
  return {
    get: (address: string) => {
      if (!keys.has(address)) keys.set(address, generateKeyPair('ES256'))
      return keys.get(address)!
    },
  }
}

async function signIn(api: ReturnType<typeof createApiClient>, account: typeof alice): Promise<string> {
  const { message } = await api.getNonce(account.address, 31_337)
  return (await api.login(account.address, await account.signMessage({ message: message! })))!
}

test('default: with the signer, login binds the token to the account\'s key and every query proves it; the lifted token alone is 401', async () => {
  const keys = memoryKeys()
  const api = createApiClient({ baseURL: `${server.url}/api/v1/`, dpop: createDpopSigner({ keys }) })
  const token = await signIn(api, alice)
  expect(readTokenClaims(token).jkt).toMatch(/^[\w-]{43}$/)
  expect(await api.query('GET', 'user/me', undefined, token)).toMatchObject({ data: { account: alice.address.toLowerCase() } })
  expect(await api.query('GET', 'user/me', undefined, token)).toMatchObject({ data: { account: alice.address.toLowerCase() } })
  const lifted = await fetch(`${server.url}/api/v1/user/me`, { headers: { authorization: `DPoP ${token}` } })
  expect([lifted.status, lifted.headers.get('www-authenticate')]).toEqual([401, expect.stringMatching(/^DPoP error="invalid_dpop_proof"/)])
  const asBearer = createApiClient({ baseURL: `${server.url}/api/v1/` })
  const refused = (await asBearer.query('GET', 'user/me', undefined, token).catch((error: unknown) => error)) as ApiError
  expect([refused.status, refused.code]).toEqual([401, 'token_invalid'])
  // Another browser's signer (its own keys) cannot use the token either.
  const thief = createApiClient({ baseURL: `${server.url}/api/v1/`, dpop: createDpopSigner({ keys: memoryKeys() }) })
  expect(((await thief.query('GET', 'user/me', undefined, token).catch((error: unknown) => error)) as ApiError).code).toBe('dpop_invalid')
})

test('behavior: createAuthenticatedFetch sends a fresh proof per request; a bearer token (no cnf) goes as Bearer with no proof', async () => {
  const keys = memoryKeys()
  const dpop = createDpopSigner({ keys })
  const token = await signIn(createApiClient({ baseURL: `${server.url}/api/v1/`, dpop }), bob)
  const authenticated = createAuthenticatedFetch({ getToken: () => token, retryLogin: async () => false, dpop })
  for (let i = 0; i < 3; i++) expect((await authenticated(`${server.url}/api/v1/user/me?i=${i}`)).status).toBe(200)
  const bearer = await signIn(createApiClient({ baseURL: `${server.url}/api/v1/` }), bob)
  expect(readTokenClaims(bearer).jkt).toBeUndefined()
  expect(await dpop({ method: 'GET', url: `${server.url}/api/v1/user/me`, accessToken: bearer })).toBeNull()
  const plain = createAuthenticatedFetch({ getToken: () => bearer, retryLogin: async () => false, dpop })
  expect((await plain(`${server.url}/api/v1/user/me`)).status).toBe(200)
})
