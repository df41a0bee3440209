import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePort } from '@stardust/vitest-config/ports'
import { spawnUntil, stopProcess } from './spawnUntil.js'

const REDIS_BINARIES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server']

export type RedisServer = {
  url: string
  port: number
  /** Stops the process (Redis down); `start` brings it back on the same port. */
  stop: () => Promise<void>
  start: () => Promise<void>
}

function redisBinary(): string {
  const found = REDIS_BINARIES.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      'The Redis tests need redis-server (apt-get install -y redis-server; .ci/run installs it) or REDIS_TEST_URL ' +
        'pointing at a Redis that may be flushed. Neither is available, so the Redis suite fails instead of skipping.',
    )
  }
  return found
}

/** Starts a throwaway redis-server on a free loopback port, with nothing on disk. */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisBinary()
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async (): Promise<void> => {
    child = await spawnUntil(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], /Ready to accept connections/)
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop: async () => {
      if (child) await stopProcess(child)
    },
  }
}

/** REDIS_TEST_URL when set, else a Redis of our own. */
export async function redisForTests(): Promise<{ url: string; close: () => Promise<void> }> {
  const given = process.env.REDIS_TEST_URL
  if (given) return { url: given, close: async () => {} }
  const server = await startRedisServer()
  return { url: server.url, close: server.stop }
}
