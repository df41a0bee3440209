import { afterEach, describe, expect, test } from 'vitest'
import { type Handler, type TestServer, json, startServer } from '../test/server.js'

import { createApiClient } from './createApiClient.js'
import { ApiError, ApiResponseError } from './errors/api.js'
import { BaseError } from './errors/base.js'

const account = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const servers: TestServer[] = []

async function serve(handler: Handler) {
  const server = await startServer(handler)
  servers.push(server)
  return server
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

describe('getNonce', () => {
  test('default: POSTs {account} as JSON without a token and returns nonce and message', async () => {
    const server = await serve((_, res) => json(res, 200, { data: { nonce: 'n1', message: 'Sign in\nNonce: n1' } }))
    const client = createApiClient({ baseURL: server.baseURL })

    await expect(client.getNonce(account)).resolves.toEqual({ nonce: 'n1', message: 'Sign in\nNonce: n1' })

    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/api/v1/user/nonce')
    expect(JSON.parse(request?.body ?? '')).toEqual({ account })
    expect(request?.headers['content-type']).toMatch(/^application\/json/)
    expect(request?.headers.accept).toBe('application/json')
    expect(request?.headers.authorization).toBeUndefined()
  })

  test('parameters: chainId is sent when given', async () => {
    const server = await serve((_, res) => json(res, 200, { data: { nonce: 'n2', message: 'm' } }))
    await createApiClient({ baseURL: server.baseURL }).getNonce(account, 42161)
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ account, chainId: 42161 })
  })

  test('behavior: a legacy server that sends only data.nonce', async () => {
    const server = await serve((_, res) => json(res, 200, { data: { nonce: 'legacy' } }))
    const result = await createApiClient({ baseURL: server.baseURL }).getNonce(account)
    expect(result).toStrictEqual({ nonce: 'legacy' })
  })

  test('behavior: a 200 without data.nonce is an ApiResponseError', async () => {
    const server = await serve((_, res) => json(res, 200, { nonce: 'top-level' }))
    const error = await createApiClient({ baseURL: server.baseURL }).getNonce(account).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect(error).toMatchObject({ code: 'invalid_response', status: 200 })
  })

  test('behavior: server errors map to ApiError with status, code and message', async () => {
    const server = await serve((_, res) => json(res, 429, { error: { code: 'rate_limited', message: 'Slow down' } }))
    const error = await createApiClient({ baseURL: server.baseURL }).getNonce(account).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'ApiError', status: 429, code: 'rate_limited', message: 'Slow down' })
  })
})

describe('login', () => {
  test('default: POSTs {account, signedMsg} without a token and returns the token', async () => {
    const server = await serve((_, res) => json(res, 200, { token: 'jwt.token.here', expiresAt: '2026-11-22T00:00:00.000Z' }))
    const client = createApiClient({ baseURL: server.baseURL })

    await expect(client.login(account, '0xsig')).resolves.toBe('jwt.token.here')

    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/api/v1/user/login')
    expect(JSON.parse(request?.body ?? '')).toEqual({ account, signedMsg: '0xsig' })
    expect(request?.headers.authorization).toBeUndefined()
  })

  test('behavior: a response without a token gives null, not an error', async () => {
    const server = await serve((_, res) => json(res, 200, { data: {} }))
    await expect(createApiClient({ baseURL: server.baseURL }).login(account, '0xsig')).resolves.toBeNull()
  })

  test('behavior: an empty 200 gives null', async () => {
    const server = await serve((_, res) => res.writeHead(200).end())
    await expect(createApiClient({ baseURL: server.baseURL }).login(account, '0xsig')).resolves.toBeNull()
  })

  test('loginWithExpiry: returns the token and expiresAt', async () => {
    const server = await serve((_, res) => json(res, 200, { token: 't', expiresAt: '2026-11-22T00:00:00.000Z' }))
    const client = createApiClient({ baseURL: server.baseURL })
    await expect(client.loginWithExpiry(account, '0xsig')).resolves.toStrictEqual({
      token: 't',
      expiresAt: '2026-11-22T00:00:00.000Z',
    })
  })

  test('loginWithExpiry: expiresAt is left out when the server sends none; null without token', async () => {
    let body: unknown = { token: 't' }
    const server = await serve((_, res) => json(res, 200, body))
    const client = createApiClient({ baseURL: server.baseURL })
    await expect(client.loginWithExpiry(account, '0xsig')).resolves.toStrictEqual({ token: 't' })
    body = { token: '' }
    await expect(client.loginWithExpiry(account, '0xsig')).resolves.toBeNull()
  })

  test('behavior: 401 is an ApiError and never reaches onUnauthorized', async () => {
    const server = await serve((_, res) => json(res, 401, { error: { code: 'nonce_used', message: 'Nonce already used' } }))
    let hookCalls = 0
    const client = createApiClient({
      baseURL: server.baseURL,
      onUnauthorized: async () => {
        hookCalls++
        return 'fresh'
      },
    })
    await expect(client.login(account, '0xsig')).rejects.toMatchObject({ status: 401, code: 'nonce_used' })
    expect(hookCalls).toBe(0)
    expect(server.requests).toHaveLength(1)
  })
})
