// What the Redis benches share: the built package, and a Redis to run on: REDIS_TEST_URL (a Redis that
// may hold scratch keys), else a redis-server of our own on a free port, stopped by `stop()`.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { Redis } from 'ioredis'

/** The package's built entry (dist/index.js); exits with a hint when it is not built. */
export async function builtAuthServer() {
  if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
    console.error('bench: build first (pnpm --filter @stardust/auth-server build)')
    process.exit(1)
  }
  return import('../dist/index.js')
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

async function ownRedis() {
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  for (let i = 0; i < 50; i++) {
    const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null })
    try {
      await probe.connect()
      probe.disconnect()
      return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() }
    } catch {
      probe.disconnect()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('redis-server did not start')
}

/** `{ url, stop }` of the Redis the bench runs on. */
export async function benchRedis() {
  return process.env.REDIS_TEST_URL ? { url: process.env.REDIS_TEST_URL, stop: () => {} } : ownRedis()
}

/** Deletes the bench's scratch keys (every key under `prefix`) through a connected client. */
export async function deleteKeys(client, prefix) {
  let cursor = '0'
  do {
    const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
    cursor = next
    if (batch.length) await client.del(...batch)
  } while (cursor !== '0')
}
