import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { warmUp } from './warmUp.mjs'

// A real HTTP server stands in for next dev: it records what is asked, one request at a time.
const asked: string[] = []
let inFlight = 0
let most = 0
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request, response) => {
    inFlight++
    most = Math.max(most, inFlight)
    asked.push(`${request.url} ${request.headers.accept}`)
    setTimeout(() => {
      inFlight--
      response.writeHead(request.url === '/broken' ? 500 : 200).end('<html></html>')
    }, 20)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('behavior: asks for every page as a browser does, one after the other, and names the ones not served', async () => {
  const result = await warmUp(origin, ['/', '/broken', '/stake'], new AbortController().signal)
  expect(asked).toEqual(['/ text/html', '/broken text/html', '/stake text/html'])
  expect(most).toBe(1)
  expect(result.failed).toEqual(['/broken (500)'])
})

test('behavior: stops asking once the run command stops', async () => {
  asked.length = 0
  const stopping = new AbortController()
  stopping.abort()
  expect(await warmUp(origin, ['/', '/stake'], stopping.signal)).toMatchObject({ failed: [] })
  expect(asked).toEqual([])
})
