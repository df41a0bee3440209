import axios from 'axios'
import { afterEach, describe, expect, test } from 'vitest'
import { type Handler, type TestServer, json, startServer } from '../test/server.js'
import { createApiClient } from './createApiClient.js'
import { ApiError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors/api.js'

// Browsers get axios' fetch (or xhr) adapter, Node its http adapter: the mapping must not depend on it.
const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

describe.each(['http', 'fetch'] as const)('adapter %s', (adapter) => {
  async function client(handler: Handler, timeout?: number) {
    const server = await startServer(handler)
    servers.push(server)
    return { server, api: createApiClient({ baseURL: server.baseURL, timeout, axiosInstance: axios.create({ adapter }) }) }
  }

  test('behavior: payload, headers and result', async () => {
    const { server, api } = await client((_, res) => json(res, 200, { token: 't' }))
    await expect(api.login('0xabc', '0xsig')).resolves.toBe('t')
    await api.query('GET', 'user/me', { a: 1 }, 'tok')
    await api.query('POST', 'user/logout', undefined, 'tok')
    const [login, me, logout] = server.requests
    expect(JSON.parse(login?.body ?? '')).toEqual({ account: '0xabc', signedMsg: '0xsig' })
    expect(login?.headers.authorization).toBeUndefined()
    expect(me?.url).toBe('/api/v1/user/me?a=1')
    expect(me?.headers.authorization).toBe('Bearer tok')
    expect(logout?.body).toBe('')
    expect(logout?.headers['content-type']).toBeUndefined()
  })

  test('behavior: timeout text', async () => {
    const { api } = await client(() => {}, 100)
    const error = await api.query('GET', 'slow').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect((error as Error).message).toBe('The request took too long to respond')
  })

  test('behavior: server error, invalid JSON, dropped connection', async () => {
    const { api: failing } = await client((_, res) => json(res, 401, { error: { code: 'token_invalid', message: 'Bad token' } }))
    await expect(failing.query('GET', 'user/me')).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.status === 401 && e.code === 'token_invalid' && e.message === 'Bad token',
    )
    const { api: garbled } = await client((_, res) => res.writeHead(200).end('not json'))
    await expect(garbled.query('GET', 'x')).rejects.toBeInstanceOf(ApiResponseError)
    const { api: dropped } = await client((_, res) => res.socket?.destroy())
    await expect(dropped.query('GET', 'x')).rejects.toBeInstanceOf(ApiNetworkError)
  })
})
