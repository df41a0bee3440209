// The graceful stop on a real node:http server and real sockets: nothing that reached the port
// before or during the stop is cut.
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WAIT_TIMEOUT_MS } from '@stardust/vitest-config/waits'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { httpServerOptions, readServerSettings } from './settings.mjs'
import { createStopper } from './stop.mjs'

type Outcome = { status?: number; retryAfter?: string; body?: string; error?: string }

function get(port: number, path = '/', agent: Agent | false = false): Promise<Outcome & { socket?: Socket; connection?: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.once('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], body, socket: req.socket!, connection: res.headers.connection }))
      res.once('error', (error) => resolve({ error: error.message }))
    })
    req.once('error', (error) => resolve({ error: error.message }))
    req.end()
  })
}

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

async function startServer(workMs: number) {
  const lines: string[] = []
  let exitCode: number | undefined
  let taken = 0
  let exited!: () => void
  const done = new Promise<void>((resolve) => (exited = resolve))
  // The production server's options: idle connections kept 65 s (settings.mjs).
  server = createServer(httpServerOptions(readServerSettings({})), (req, res) => {
    if (!stopper.accept(res)) return
    taken++
    setTimeout(() => res.end('done'), workMs)
  })
  const stopper = createStopper({
    server,
    timeoutMs: 5_000,
    log: (line) => lines.push(line),
    exit: (code) => {
      exitCode = code
      exited()
    },
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { port, stopper, lines, done, exitCode: () => exitCode, taken: () => taken }
}

describe('createStopper', () => {
  it('behavior: work taken before the stop is finished, with its own answer, then exit 0', async () => {
    const site = await startServer(300)
    const inFlight = Promise.all(Array.from({ length: 5 }, () => get(site.port)))
    // Every request taken, however slow the machine, before the stop (a fixed wait was a race on a loaded one).
    await vi.waitFor(() => expect(site.taken()).toBe(5), { timeout: WAIT_TIMEOUT_MS })
    void site.stopper.stop('SIGTERM')
    expect((await inFlight).map(({ status, retryAfter, body }) => ({ status, retryAfter, body }))).toEqual(Array.from({ length: 5 }, () => ({ status: 200, retryAfter: undefined, body: 'done' })))
    await site.done
    expect(site.exitCode()).toBe(0)
    expect(site.lines[0]).toBe('stop: SIGTERM; 5 requests in flight, waiting at most 5000 ms')
  })

  it('behavior: connections the kernel took but Node had not read when the stop began are answered 503, never reset', async () => {
    const site = await startServer(0)
    // The connects leave in the next tick: they wait in the listen backlog while the stop runs.
    const arriving = Promise.all(Array.from({ length: 60 }, () => get(site.port)))
    void site.stopper.stop('SIGTERM')
    const outcomes = await arriving
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([])
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(503)
      expect(outcome.retryAfter).toBe('1')
      expect(JSON.parse(outcome.body!)).toEqual({ error: { code: 'stopping', message: 'This server is stopping; try again.' } })
    }
    await site.done
    expect(site.exitCode()).toBe(0)
  })

  it('behavior: once quiet, the port closes: a later client is refused, not left hanging', async () => {
    const site = await startServer(0)
    await site.stopper.stop('SIGTERM')
    expect(site.exitCode()).toBe(0)
    expect((await get(site.port)).error).toMatch(/ECONNREFUSED/)
  })

  it('behavior: idle kept-alive connections (open 65 s) do not hold the stop: it closes them and exits, and one used meanwhile gets its 503 and is closed', async () => {
    const site = await startServer(0)
    const agent = new Agent({ keepAlive: true, maxSockets: 4 })
    try {
      const answered = await Promise.all(Array.from({ length: 4 }, () => get(site.port, '/', agent)))
      const sockets = new Set(answered.map((outcome) => outcome.socket!))
      expect([...sockets].length).toBe(4)
      const closed = [...sockets].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())))
      const stopped = site.stopper.stop('SIGTERM')
      // A balancer's request on a kept-alive connection while the instance stops: 503, and the connection closes.
      const during = await get(site.port, '/', agent)
      expect([during.status, during.connection, sockets.has(during.socket!)]).toEqual([503, 'close', true])
      // Far sooner than the 65 s keep-alive (this test's time limit is shorter): every connection closed, exit 0.
      await Promise.all([stopped, site.done, ...closed])
      expect(site.exitCode()).toBe(0)
    } finally {
      agent.destroy()
    }
  }, 20_000)
})
