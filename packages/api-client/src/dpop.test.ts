import { afterEach, expect, test } from 'vitest'
import { type TestServer, json, startServer } from '../test/server.js'
import { createApiClient } from './createApiClient.js'
import type { DpopProofRequest } from './dpop.js'

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A signer that records what it was asked for and answers with a distinct stand-in proof each time. */
function recordingSigner(bind = true) {
  const asked: DpopProofRequest[] = []
  const signer = async (request: DpopProofRequest) => {
    asked.push(request)
    return bind ? `proof-${asked.length}` : null
  }
  return { asked, signer }
}

test('behavior: with a signer, login sends a proof for the login URL and no token; nonce sends none', async () => {
  const server = await startServer((_, res) => json(res, 200, { token: 't', data: { nonce: 'n' } }))
  servers.push(server)
  const { asked, signer } = recordingSigner()
  const api = createApiClient({ baseURL: `${server.baseURL}`, dpop: signer })
  await api.getNonce('0xabc')
  await api.login('0xabc', '0xsig')
  const [nonce, login] = server.requests
  expect(nonce?.headers.dpop).toBeUndefined()
  expect([login?.headers.dpop, login?.headers.authorization]).toEqual(['proof-1', undefined])
  expect(asked).toEqual([{ method: 'POST', url: `${server.baseURL.replace(/\/$/, '')}/user/login`, accessToken: undefined, account: '0xabc' }])
})

test('behavior: query sends Authorization: DPoP with a fresh proof for its URL (no query string); a retry after 401 gets another', async () => {
  const server = await startServer((req, res) => (req.headers.authorization === 'DPoP fresh' ? json(res, 200, { ok: true }) : json(res, 401, { error: { code: 'dpop_invalid', message: 'x' } })))
  servers.push(server)
  const { asked, signer } = recordingSigner()
  const api = createApiClient({ baseURL: server.baseURL, dpop: signer, onUnauthorized: async () => 'fresh' })
  await expect(api.query('GET', 'stardust/me', { limit: 2 }, 'stale')).resolves.toEqual({ ok: true })
  expect(server.requests.map((r) => [r.headers.authorization, r.headers.dpop])).toEqual([
    ['DPoP stale', 'proof-1'],
    ['DPoP fresh', 'proof-2'],
  ])
  expect(server.requests[0]?.url).toBe('/api/v1/stardust/me?limit=2')
  expect(asked.map((request) => [request.method, request.url, request.accessToken])).toEqual([
    ['GET', `${server.baseURL.replace(/\/$/, '')}/stardust/me`, 'stale'],
    ['GET', `${server.baseURL.replace(/\/$/, '')}/stardust/me`, 'fresh'],
  ])
})

test('behavior: a signer that answers null leaves the bearer mode as it was', async () => {
  const server = await startServer((_, res) => json(res, 200, { token: 't' }))
  servers.push(server)
  const api = createApiClient({ baseURL: server.baseURL, dpop: recordingSigner(false).signer })
  await api.login('0xabc', '0xsig')
  await api.query('POST', 'stardust/sync', undefined, 'tok')
  expect(server.requests.map((r) => [r.headers.authorization, r.headers.dpop])).toEqual([
    [undefined, undefined],
    ['Bearer tok', undefined],
  ])
})
