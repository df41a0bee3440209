import { afterEach, describe, expect, test } from 'vitest'
import { type Handler, type TestServer, json, startServer } from '../test/server.js'
import { createApiClient } from './createApiClient.js'
import { ApiError } from './errors/api.js'

const servers: TestServer[] = []

async function serve(handler: Handler) {
  const server = await startServer(handler)
  servers.push(server)
  return server
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const echo: Handler = (req, res) => json(res, 200, { data: { method: req.method } })

describe('query', () => {
  test('default: GET sends input as query parameters, no body, bearer when a token is given', async () => {
    const server = await serve(echo)
    const client = createApiClient({ baseURL: server.baseURL })

    const result = await client.query<{ data: { method: string } }>('GET', 'user/me', { page: 2, q: 'a b' }, 'tok')

    expect(result).toEqual({ data: { method: 'GET' } })
    const [request] = server.requests
    const url = new URL(request?.url ?? '', 'http://x')
    expect(url.pathname).toBe('/api/v1/user/me')
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', q: 'a b' })
    expect(request?.body).toBe('')
    expect(request?.headers['content-type']).toBeUndefined()
    expect(request?.headers.authorization).toBe('Bearer tok')
  })

  test('behavior: no Authorization header without a token', async () => {
    const server = await serve(echo)
    await createApiClient({ baseURL: server.baseURL }).query('GET', 'public/info')
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(server.requests[0]?.url).toBe('/api/v1/public/info')
  })

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('behavior: %s sends input as the JSON body', async (method) => {
    const server = await serve(echo)
    const input = { name: 'x', list: [1, 2], nested: { ok: true } }
    await createApiClient({ baseURL: server.baseURL }).query(method, 'items/1', input, 'tok')

    const [request] = server.requests
    expect(request?.method).toBe(method)
    expect(request?.url).toBe('/api/v1/items/1')
    expect(JSON.parse(request?.body ?? '')).toEqual(input)
    expect(request?.headers['content-type']).toMatch(/^application\/json/)
    expect(request?.headers.authorization).toBe('Bearer tok')
  })

  test('behavior: POST without input sends no body; 204 resolves to undefined', async () => {
    const server = await serve((_, res) => res.writeHead(204).end())
    const result = await createApiClient({ baseURL: server.baseURL }).query('POST', 'user/logout', undefined, 'tok')
    expect(result).toBeUndefined()
    expect(server.requests[0]?.body).toBe('')
    expect(server.requests[0]?.headers['content-type']).toBeUndefined()
  })

  test('behavior: a leading slash stays under the base URL', async () => {
    const server = await serve(echo)
    await createApiClient({ baseURL: server.baseURL }).query('GET', '/user/me')
    expect(server.requests[0]?.url).toBe('/api/v1/user/me')
  })

  test('behavior: an absolute URL as path never sends the token to another host', async () => {
    const server = await serve(echo)
    const other = await serve(echo)
    await createApiClient({ baseURL: server.baseURL })
      .query('GET', `${other.baseURL}steal`, undefined, 'tok')
      .catch(() => undefined)
    expect(other.requests).toHaveLength(0)
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: GET input that is not an object is refused before sending', async () => {
    const server = await serve(echo)
    const client = createApiClient({ baseURL: server.baseURL })
    await expect(client.query('GET', 'x', 'not-an-object')).rejects.toBeInstanceOf(TypeError)
    expect(server.requests).toHaveLength(0)
  })
})

describe('onUnauthorized', () => {
  const unauthorized: Handler = (req, res) =>
    req.headers.authorization === 'Bearer fresh'
      ? json(res, 200, { data: { ok: true } })
      : json(res, 401, { error: { code: 'token_expired', message: 'Token expired' } })

  test('default: a 401 asks the hook for a token and retries once with it', async () => {
    const server = await serve(unauthorized)
    const seen: ApiError[] = []
    const client = createApiClient({
      baseURL: server.baseURL,
      onUnauthorized: async (error) => {
        seen.push(error)
        return 'fresh'
      },
    })

    await expect(client.query('POST', 'orders', { id: 1 }, 'stale')).resolves.toEqual({ data: { ok: true } })

    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ status: 401, code: 'token_expired' })
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh'])
    expect(server.requests.map((r) => r.body)).toEqual(['{"id":1}', '{"id":1}'])
  })

  test('behavior: a second 401 is thrown, the hook is not called again', async () => {
    const server = await serve((_, res) => json(res, 401, { error: { code: 'token_revoked', message: 'Revoked' } }))
    let hookCalls = 0
    const client = createApiClient({
      baseURL: server.baseURL,
      onUnauthorized: async () => {
        hookCalls++
        return `fresh-${hookCalls}`
      },
    })

    const error = await client.query('GET', 'user/me', undefined, 'stale').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 'token_revoked' })
    expect(hookCalls).toBe(1)
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh-1'])
  })

  test('behavior: a hook that gives no token lets the original 401 through', async () => {
    const server = await serve(unauthorized)
    for (const answer of [null, undefined, '']) {
      const client = createApiClient({ baseURL: server.baseURL, onUnauthorized: async () => answer })
      await expect(client.query('GET', 'user/me', undefined, 'stale')).rejects.toMatchObject({ status: 401 })
    }
    expect(server.requests).toHaveLength(3)
  })

  test('behavior: an error thrown by the hook reaches the caller, without a retry', async () => {
    const server = await serve(unauthorized)
    const failure = new Error('wallet refused to sign')
    const client = createApiClient({
      baseURL: server.baseURL,
      onUnauthorized: async () => {
        throw failure
      },
    })
    await expect(client.query('GET', 'user/me', undefined, 'stale')).rejects.toBe(failure)
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: other statuses never call the hook', async () => {
    const server = await serve((_, res) => json(res, 403, { error: { code: 'forbidden', message: 'No' } }))
    let hookCalls = 0
    const client = createApiClient({
      baseURL: server.baseURL,
      onUnauthorized: async () => {
        hookCalls++
        return 'fresh'
      },
    })
    await expect(client.query('GET', 'admin', undefined, 'tok')).rejects.toMatchObject({ status: 403, code: 'forbidden' })
    expect(hookCalls).toBe(0)
    expect(server.requests).toHaveLength(1)
  })
})
