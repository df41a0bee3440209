import { request as httpRequest } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import { alice, TEST_SECRET } from '../../test/helpers/accounts.js'
import { memoryStore } from '../stores/memoryStore.js'
import { startAuthServer, type StartAuthServerReturnType } from './startAuthServer.js'

const running: StartAuthServerReturnType[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

async function start() {
  const started = await startAuthServer({
    port: 0,
    config: { domain: 'localhost:3000', uri: 'http://localhost:3000', secret: TEST_SECRET, chainIds: [1], store: memoryStore(), production: false },
  })
  running.push(started)
  return started
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

test('default: sign-in over real HTTP, under /user/* and /api/v1/user/*', async () => {
  const { url } = await start()
  const nonce = await post(`${url}/user/nonce`, { account: alice.address })
  expect(nonce.status).toBe(200)
  expect(nonce.headers.get('content-type')).toMatch(/^application\/json/)
  const { data } = (await nonce.json()) as { data: { message: string } }
  const signedMsg = await alice.signMessage({ message: data.message })
  const login = await post(`${url}/api/v1/user/login`, { account: alice.address, signedMsg })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const me = await fetch(`${url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })
  expect(((await me.json()) as { data: { account: string } }).data.account).toBe(alice.address.toLowerCase())
  expect((await fetch(`${url}/user/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204)
})

test('behavior: a spoofed Host header does not change the message', async () => {
  const { url } = await start()
  const response = await post(`${url}/user/nonce`, { account: alice.address }, { 'x-forwarded-host': 'evil.example' })
  const { data } = (await response.json()) as { data: { message: string } }
  expect(data.message.startsWith('localhost:3000 wants you')).toBe(true)
})

test('behavior: an oversized chunked body (no Content-Length) is cut off with 413', async () => {
  const { url } = await start()
  const target = new URL(`${url}/user/login`)
  const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(target, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    // 64 KB in 1 KB chunks; the server answers after 8 KB.
    let sent = 0
    const write = (): void => {
      while (sent < 64 && req.write(' '.repeat(1024))) sent++
      if (sent < 64) req.once('drain', write)
      else req.end()
    }
    write()
  })
  expect(result.status).toBe(413)
  expect(JSON.parse(result.body)).toEqual({ error: { code: 'body_too_large', message: expect.any(String) } })
})

test('behavior: close() stops listening', async () => {
  const started = await startAuthServer({ port: 0, config: { domain: 'localhost:3000', uri: 'http://localhost:3000', secret: TEST_SECRET, production: false } })
  await started.close()
  await expect(fetch(`${started.url}/user/me`)).rejects.toThrow()
})
