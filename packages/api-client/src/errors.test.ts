import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import axios from 'axios'
import { afterEach, describe, expect, test } from 'vitest'
import { type Handler, type TestServer, json, startServer } from '../test/server.js'
import { API_TIMEOUT_MS, DEFAULT_API_BASE_URL } from './constants.js'
import { createApiClient } from './createApiClient.js'
import { ApiError, ApiNetworkError, ApiResponseError, ApiTimeoutError } from './errors/api.js'
import { BaseError } from './errors/base.js'

const servers: TestServer[] = []

async function serve(handler: Handler) {
  const server = await startServer(handler)
  servers.push(server)
  return server
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

describe('timeout', () => {
  test('default: a server that never answers gives the text of docs/behaviour.md', async () => {
    const server = await serve(() => {})
    const client = createApiClient({ baseURL: server.baseURL, timeout: 150 })

    const error = await client.query('GET', 'slow').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as ApiTimeoutError).message).toBe('The request took too long to respond')
    expect(error).toMatchObject({ name: 'ApiTimeoutError', code: 'timeout' })
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: sign-in calls time out the same way', async () => {
    const server = await serve(() => {})
    const client = createApiClient({ baseURL: server.baseURL, timeout: 100 })
    await expect(client.getNonce('0xabc')).rejects.toBeInstanceOf(ApiTimeoutError)
    await expect(client.login('0xabc', '0xsig')).rejects.toBeInstanceOf(ApiTimeoutError)
  })
})

describe('defaults', () => {
  test('default: base URL /api/v1/ and a 10 s timeout, through a caller-supplied instance', async () => {
    const server = await serve((_, res) => json(res, 200, { data: { nonce: 'n' } }))
    const instance = axios.create()
    const seen: { baseURL?: string; timeout?: number }[] = []
    instance.interceptors.request.use((config) => {
      seen.push({ baseURL: config.baseURL, timeout: config.timeout })
      // Node has no page origin to resolve '/api/v1/' against: point it at our server.
      config.baseURL = server.baseURL
      return config
    })

    await createApiClient({ axiosInstance: instance }).getNonce('0xabc')

    expect(seen).toEqual([{ baseURL: DEFAULT_API_BASE_URL, timeout: API_TIMEOUT_MS }])
    expect(DEFAULT_API_BASE_URL).toBe('/api/v1/')
    expect(API_TIMEOUT_MS).toBe(10_000)
    expect(server.requests[0]?.url).toBe('/api/v1/user/nonce')
  })
})

describe('error mapping', () => {
  test('behavior: an error without a JSON body keeps the status and gets a generic code', async () => {
    const server = await serve((_, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'))
    const error = await createApiClient({ baseURL: server.baseURL }).query('GET', 'x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'The request failed with status 502',
      body: '<h1>Bad gateway</h1>',
    })
  })

  test.each([
    [400, 'invalid_address'],
    [401, 'signature_invalid'],
    [413, 'body_too_large'],
    [503, 'store_unavailable'],
  ])('behavior: %i %s keeps the server code and message', async (status, code) => {
    const server = await serve((_, res) => json(res, status, { error: { code, message: `msg ${code}` } }))
    const error = await createApiClient({ baseURL: server.baseURL }).query('POST', 'user/login', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status, code, message: `msg ${code}`, shortMessage: `msg ${code}` })
    expect((error as ApiError).details).toContain('POST http://127.0.0.1:')
  })

  test('behavior: a 200 with invalid JSON is an ApiResponseError', async () => {
    const server = await serve((_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data": {nonce'))
    const client = createApiClient({ baseURL: server.baseURL })
    for (const call of [() => client.query('GET', 'x'), () => client.getNonce('0xabc'), () => client.login('0xabc', 's')]) {
      const error = await call().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiResponseError)
      expect(error).toBeInstanceOf(BaseError)
      expect(error).toMatchObject({ code: 'invalid_response', status: 200 })
      expect((error as ApiResponseError).cause).toBeInstanceOf(SyntaxError)
    }
  })

  test('behavior: a refused connection is an ApiNetworkError', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise<void>((resolve) => closed.close(() => resolve()))

    const error = await createApiClient({ baseURL: `http://127.0.0.1:${port}/api/v1/` })
      .query('GET', 'x')
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiNetworkError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'ApiNetworkError', code: 'network' })
  })

  test('behavior: a connection dropped mid-request is an ApiNetworkError', async () => {
    const server = await serve((_, res) => res.socket?.destroy())
    const error = await createApiClient({ baseURL: server.baseURL }).query('GET', 'x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
  })
})
