import type { ChildProcess } from 'node:child_process'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { Redis } from 'ioredis'
import { freePort } from '@stardust/vitest-config/ports'
import { spawnUntil, stopProcess } from './spawnUntil.js'
import { tlsCliArgs, tlsServerArgs, type TlsFiles } from './redisTls.js'
import { aclServerArgs, cliAuthArgs } from './redisAcl.js'

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
  return await askWith([], port, ...command)
}

/** The same, with redis-cli's connection arguments first (TLS, password). */
export async function askWith(cli: string[], port: number, ...command: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', [...cli, '-p', String(port), ...command])
  return stdout
}

export type ClusterOptions = {
  /** TLS only: every node listens on TLS and talks TLS to the others. */
  tls?: TlsFiles
  /** `requirepass` (and `masterauth`) of every node. */
  password?: string
  /** A replica per primary (three more servers). */
  replicas?: boolean
  /** Every node's only ACL user (with `password`; the `default` user off), which replicas log in as. */
  username?: string
}

export type RedisCluster = {
  nodes: string[]
  /** Each primary's port and its replica's process (with `replicas`). */
  primaries: { port: number; replica?: { port: number; process: ChildProcess } }[]
  /** redis-cli's arguments to reach a node (TLS, password). */
  cli: string[]
  stop: () => Promise<void>
}

/** A Redis Cluster of three primaries (and with `replicas` one replica each) on free loopback ports, with its bus ports free too. */
export async function startRedisCluster({ tls, password, replicas = false, username }: ClusterOptions = {}): Promise<RedisCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stardust-cluster-'))
  const children = new Map<number, ChildProcess>()
  const ports: number[] = []
  const cli = [...(tls ? tlsCliArgs(tls) : []), ...cliAuthArgs(password, username)]
  const stopAll = async () => {
    await Promise.all([...children.values()].map(stopProcess))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (let index = 0; index < (replicas ? 6 : 3); index++) {
      const port = await freePort()
      const bus = await freePort()
      ports.push(port)
      const listen = tls ? [...tlsServerArgs(tls, port), '--tls-cluster', 'yes'] : ['--port', String(port)]
      const auth = !password ? [] : username ? [...aclServerArgs(username, password), '--masteruser', username, '--masterauth', password] : ['--requirepass', password, '--masterauth', password]
      children.set(
        port,
        await spawnUntil(
          'redis-server',
          [...listen, ...auth, '--cluster-port', String(bus), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`,
            '--cluster-node-timeout', '2000', '--dir', dir, '--save', '', '--appendonly', 'no'],
          /Ready to accept connections/,
        ),
      )
    }
    await run('redis-cli', [...cli, '--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', replicas ? '1' : '0', '--cluster-yes'])
    for (const port of ports) await until(`cluster state ok on ${port}`, async () => (await askWith(cli, port, 'cluster', 'info')).includes('cluster_state:ok'))
    // CLUSTER NODES: `<id> <ip:port@bus> <flags> <primary id or -> …` per node. A node may report cluster_state:ok
    // before gossip has told it which node replicates which: read the table until every primary has its replica.
    const readTable = async () => (await askWith(cli, ports[0]!, 'cluster', 'nodes')).trim().split('\n').map((line) => line.split(' '))
    let table = await readTable()
    const everyPrimaryReplicated = () => table.filter((fields) => fields[2]!.includes('master')).every(([id]) => table.some((fields) => fields[3] === id))
    if (replicas) {
      await until('every primary known with its replica', async () => {
        table = await readTable()
        return everyPrimaryReplicated()
      })
    }
    const portOf = (address: string) => Number(address.split('@')[0]!.split(':').pop())
    const primaries = table
      .filter((fields) => fields[2]!.includes('master'))
      .map(([id, address]) => {
        const replica = table.find((fields) => fields[3] === id)
        return { port: portOf(address!), ...(replica ? { replica: { port: portOf(replica[1]!), process: children.get(portOf(replica[1]!))! } } : {}) }
      })
    if (replicas) for (const port of ports) await until(`replica links up on ${port}`, async () => !(await askWith(cli, port, 'info', 'replication')).includes('master_link_status:down'))
    return { nodes: primaries.map(({ port }) => `127.0.0.1:${port}`), primaries, cli, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
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
