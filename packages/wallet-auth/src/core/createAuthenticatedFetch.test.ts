// @vitest-environment node
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type LoopbackServer, listenOnLoopback } from '../../test/listenOnLoopback.js'
import { createAuthenticatedFetch } from './createAuthenticatedFetch.js'

let server: LoopbackServer
let url: string
const seen: (string | undefined)[] = []

beforeAll(async () => {
  server = await listenOnLoopback(async (request, response) => {
    seen.push(request.headers.authorization)
    const ok = request.headers.authorization === 'Bearer fresh'
    response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ ok }))
  }, 500)
  url = `${server.baseURL}me`
})
afterAll(() => server.close())

describe('createAuthenticatedFetch', () => {
  test('behavior: on 401 signs in again once and repeats with the new token', async () => {
    seen.length = 0
    let retries = 0
    const authFetch = createAuthenticatedFetch({
      getToken: () => 'stale',
      retryLogin: async () => (retries++, 'fresh'),
    })
    const response = await authFetch(url, { headers: { 'x-test': '1' } })
    expect(response.status).toBe(200)
    expect(retries).toBe(1)
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh'])
  })

  test('behavior: when retryLogin gives false the 401 is returned as is', async () => {
    seen.length = 0
    const authFetch = createAuthenticatedFetch({ getToken: () => null, retryLogin: async () => false })
    expect((await authFetch(url)).status).toBe(401)
    expect(seen).toEqual([undefined])
  })

  test('behavior: a second 401 is not retried again', async () => {
    seen.length = 0
    let retries = 0
    const authFetch = createAuthenticatedFetch({ getToken: () => 'stale', retryLogin: async () => (retries++, 'also-stale') })
    expect((await authFetch(url)).status).toBe(401)
    expect(retries).toBe(1)
    expect(seen).toHaveLength(2)
  })
})
