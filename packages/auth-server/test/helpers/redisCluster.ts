import type { ChildProcess } from 'node:child_process'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { Redis } from 'ioredis'
import { freePort } from '@stardust/vitest-config/ports'
import { spawnUntil, stopProcess } from './spawnUntil.js'

const run = promisify(execFile)

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** `INFO`-style answer of one server, or '' when it does not answer. */
export async function ask(port: number, ...command: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-p', String(port), ...command])
  return stdout
}

/** A Redis Cluster of three primaries (no replicas) on free loopback ports, with its bus ports free too. */
export async function startRedisCluster(): Promise<{ nodes: string[]; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stardust-cluster-'))
  const children: ChildProcess[] = []
  const ports: number[] = []
  try {
    for (let index = 0; index < 3; index++) {
      const port = await freePort()
      const bus = await freePort()
      ports.push(port)
      children.push(
        await spawnUntil(
          'redis-server',
          ['--port', String(port), '--cluster-port', String(bus), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`,
            '--cluster-node-timeout', '2000', '--dir', dir, '--save', '', '--appendonly', 'no'],
          /Ready to accept connections/,
        ),
      )
    }
    await run('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes'])
    for (const port of ports) await until(`cluster state ok on ${port}`, async () => (await ask(port, 'cluster', 'info')).includes('cluster_state:ok'))
  } catch (error) {
    await Promise.all(children.map(stopProcess))
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    nodes: ports.map((port) => `127.0.0.1:${port}`),
    stop: async () => {
      await Promise.all(children.map(stopProcess))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Keys of `prefix` on each node of a cluster: [node, count][]. */
export async function keysPerNode(nodes: string[], prefix: string): Promise<number[]> {
  return await Promise.all(
    nodes.map(async (node) => {
      const [host, port] = node.split(':')
      const redis = new Redis({ host, port: Number(port) })
      try {
        return (await redis.keys(`${prefix}*`)).length
      } finally {
        redis.disconnect()
      }
    }),
  )
}
