// The graceful stop. On SIGTERM the instance takes no new work (every new request is answered 503
// with Retry-After and Connection: close, readiness included, so a load balancer moves on; the
// port stays open meanwhile so no connection is reset), lets what is in flight finish for at most
// `timeoutMs`, answers 503 to whatever has not started answering by then, keeps the port open
// until no connection has arrived for QUIET_MS (a connection the kernel took but Node has not read
// yet would be reset by closing), closes the port, closes the pools the site registered
// (src/server/onStop.ts), and exits 0.
import { sendUnavailable } from './respond.mjs'

const STOPPING = { code: 'stopping', message: 'This server is stopping; try again.', retryAfterSeconds: 1, close: true }
/** Registered by the site's server code: name -> close(). */
const ON_STOP = Symbol.for('stardust.onStop')
const CLOSE_LIMIT_MS = 5_000
/** How long no new connection must arrive before the port closes (bounded by the stop timeout). */
const QUIET_MS = 250
/** How long answered connections get to close by themselves once the port is closed. */
const LINGER_MS = 1_000

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref())
/** One turn of the event loop, I/O included: connections accepted in it have been read. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Runs every registered close() at once, each for at most CLOSE_LIMIT_MS.
 * @param {(line: string) => void} log
 */
async function closePools(log) {
  /** @type {Map<string, () => Promise<void>>} */
  const closers = /** @type {any} */ (globalThis)[ON_STOP] ?? new Map()
  await Promise.all(
    [...closers].map(async ([name, close]) => {
      const closed = await Promise.race([close().then(() => 'closed', (error) => `failed (${error?.message ?? error})`), sleep(CLOSE_LIMIT_MS).then(() => 'timed out')])
      log(`stop: ${name} ${closed}`)
    }),
  )
}

/**
 * @param {{ server: import('node:http').Server, timeoutMs: number, log: (line: string) => void, exit: (code: number) => void }} options
 */
export function createStopper({ server, timeoutMs, log, exit }) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const active = new Set()
  /** @type {Set<import('node:net').Socket>} */
  const connections = new Set()
  let lastArrival = performance.now()
  server.on('connection', (socket) => {
    lastArrival = performance.now()
    connections.add(socket)
    socket.once('close', () => connections.delete(socket))
  })
  let stopping = false
  /** @type {() => void} */
  let settle = () => {}
  const drained = new Promise((resolve) => {
    settle = () => resolve(undefined)
  })

  return {
    get stopping() {
      return stopping
    },
    /**
     * Counts a request as in flight until its response is done; after the stop began, answers it 503.
     * @param {import('node:http').ServerResponse} res
     * @returns {boolean} whether the request may be served
     */
    accept(res) {
      if (stopping) {
        lastArrival = performance.now()
        sendUnavailable(res, STOPPING)
        return false
      }
      active.add(res)
      res.once('close', () => {
        active.delete(res)
        if (stopping && active.size === 0) settle()
      })
      return true
    },
    /** @param {string} reason */
    async stop(reason) {
      if (stopping) return
      stopping = true
      const deadline = performance.now() + timeoutMs
      log(`stop: ${reason}; ${active.size} requests in flight, waiting at most ${timeoutMs} ms`)
      // Answers still to come close their connection: the client's next request goes elsewhere.
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false
      if (active.size === 0) settle()
      await Promise.race([drained, sleep(timeoutMs)])
      for (const res of active) {
        // Past the limit: an answer not begun is a 503 the client can retry; one half sent is cut.
        if (!res.headersSent) sendUnavailable(res, STOPPING)
        else res.destroy()
      }
      // Whoever is still arriving gets its 503 before the port closes: wait for a quiet spell,
      // checked after a full loop turn so a connection accepted late is read first.
      for (;;) {
        await nextTurn()
        const quietFor = performance.now() - lastArrival
        if (quietFor >= QUIET_MS || performance.now() >= deadline) break
        await sleep(Math.min(QUIET_MS - quietFor, deadline - performance.now()))
      }
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)))
      // Answered connections close by themselves (Connection: close); what lingers is cut.
      const lingerUntil = performance.now() + LINGER_MS
      while (connections.size > 0 && performance.now() < lingerUntil) await sleep(20)
      server.closeAllConnections()
      await closed
      await closePools(log)
      log('stop: done')
      exit(0)
    },
  }
}
