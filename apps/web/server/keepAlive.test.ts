// The production server's keep-alive. A load balancer keeps its connections to an instance open and reuses them
// after idle spells up to its own timeout (60 s on AWS ALB). With Node's default 5 s the server closes them first,
// and a request the balancer sends on one just then is lost (a 502). So: a kept-alive connection reused after more
// than 5 s idle must be the same connection and get its answer, on the production server of the build; and a stop
// must not wait for idle kept-alive connections (they are closed, the process exits).
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startProduction } from '../bench/productionLoad.mjs'
import { httpServerOptions, readServerSettings } from './settings.mjs'

/** Longer than Node's default keep-alive timeout (5 s): the idle spell a balancer's connection sees. */
const IDLE_MS = 6_000
// The idle spell is what is tested, so a fixed wait: no condition ends it sooner.
const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS))

let agent: Agent | undefined
afterEach(() => agent?.destroy())

/** A GET through the kept-alive agent: the answer, and whether it went on a connection used before. */
function get(url: string): Promise<{ status?: number; body: string; reused: boolean; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.once('end', () => resolve({ status: res.statusCode, body, reused: req.reusedSocket, socket: req.socket! }))
    })
    req.once('error', reject)
    req.end()
  })
}

describe('the production server of the build', { timeout: 30_000 }, () => {
  let site: Awaited<ReturnType<typeof startProduction>>
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'stardust-keep-alive-'))
    site = await startProduction({ STARDUST_SINGLE_INSTANCE: '1', STARDUST_DATA_DIR: dataDir })
  }, 240_000)
  afterAll(async () => {
    await site?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  test('default: a kept-alive connection reused after more than 5 s idle is the same connection and gets its answer', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await get(`${site.url}/api/health/live`)
    await idle()
    const second = await get(`${site.url}/api/health/live`)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.reused).toBe(true)
    expect(second.socket).toBe(first.socket)
  })

  test('behavior: SIGTERM with idle kept-alive connections: they are closed and the process exits 0, long before their 65 s', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 3 })
    const answered = await Promise.all([0, 1, 2].map(() => get(`${site.url}/api/health/live`)))
    const closed = answered.map(({ socket }) => new Promise<void>((resolve) => socket.once('close', () => resolve())))
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)))
    site.child.kill('SIGTERM')
    // This test's time limit (30 s) is far below the keep-alive timeout: a stop held by the connections fails it.
    expect(await exited).toBe(0)
    await Promise.all(closed)
  })
})

describe('the control: Node\'s own behaviour at a short timeout', { timeout: 30_000 }, () => {
  let server: Server | undefined
  afterAll(() => {
    server?.closeAllConnections()
    server?.close()
  })

  test('behavior: with STARDUST_KEEP_ALIVE_TIMEOUT_MS=2000, below the idle spell, the server has closed the connection (as with Node\'s 5 s)', async () => {
    let connections = 0
    server = createServer(httpServerOptions(readServerSettings({ STARDUST_KEEP_ALIVE_TIMEOUT_MS: '2000' })), (_req, res) => res.end('answer'))
    server.on('connection', () => connections++)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    await get(url)
    await idle()
    const second = await get(url)
    expect([second.status, second.body, second.reused, connections]).toEqual([200, 'answer', false, 2])
  })
})
