// The standalone server as the bench drives it: its own process (so the load generator does not
// share its event loop), limits raised so one loopback client is not throttled, memory on request.
import { startAuthServer } from '../dist/node.js'

const started = await startAuthServer({
  port: 0,
  config: {
    domain: 'localhost:3000',
    uri: 'http://localhost:3000',
    secret: 'bench-secret-of-at-least-32-bytes-0123456789',
    chainIds: [1],
    production: false,
    rateLimits: {
      nonce: { perIp: { limit: 1e9, windowMs: 60_000 }, perAddress: { limit: 1e9, windowMs: 60_000 } },
      login: { perIp: { limit: 1e9, windowMs: 60_000 }, perAddress: { limit: 1e9, windowMs: 60_000 } },
    },
  },
})
process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    process.send?.({ rss, heapUsed })
  }
  if (message === 'cpu') process.send?.(process.cpuUsage())
  if (message === 'stop') void started.close().then(() => process.exit(0))
})
process.send?.({ url: started.url })
