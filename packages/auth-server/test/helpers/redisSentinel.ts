import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@stardust/vitest-config/ports'
import { aclConfigLines, aclServerArgs, cliAuthArgs } from './redisAcl.js'
import { askWith, until } from './redisCluster.js'
import { tlsCliArgs, tlsServerArgs, type TlsFiles } from './redisTls.js'
import { spawnUntil, stopProcess } from './spawnUntil.js'

export const SENTINEL_NAME = 'stardust'

export type SentinelSet = {
  sentinels: string[]
  primaryPort: number
  replicaPorts: number[]
  /** SIGKILL of the primary: no goodbye, as when its machine dies. */
  killPrimary: () => void
  /** Resolves once the sentinels name the replica as the primary. */
  failedOver: () => Promise<void>
  stop: () => Promise<void>
}

export type SentinelOptions = {
  /** TLS only, for the servers and the sentinels. */
  tls?: TlsFiles
  /** The servers' `requirepass` (and `masterauth`; the sentinels' `auth-pass`). */
  password?: string
  /** The sentinels' own `requirepass`. */
  sentinelPassword?: string
  /** The servers' only ACL user (with `password`; their `default` user off), which replicas and sentinels log in as. */
  username?: string
  /** The sentinels' only ACL user (with `sentinelPassword`; their `default` user off). */
  sentinelUsername?: string
}

/**
 * A primary, two replicas and three sentinels (quorum 2) on free loopback ports, tuned to fail over
 * within a few seconds: the primary is judged down after 1 s without an answer.
 */
export async function startSentinelSet({ tls, password, sentinelPassword, username, sentinelUsername }: SentinelOptions = {}): Promise<SentinelSet> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stardust-sentinel-'))
  const children: ChildProcess[] = []
  const tlsCli = tls ? tlsCliArgs(tls) : []
  const ask = (port: number, ...command: string[]) => askWith([...tlsCli, ...cliAuthArgs(password, username)], port, ...command)
  const askSentinel = (port: number, ...command: string[]) => askWith([...tlsCli, ...cliAuthArgs(sentinelPassword, sentinelUsername)], port, ...command)
  const auth = !password ? [] : username ? [...aclServerArgs(username, password), '--masteruser', username, '--masterauth', password] : ['--requirepass', password, '--masterauth', password]
  const server = async (port: number, extra: string[] = []) =>
    await spawnUntil(
      'redis-server',
      [...(tls ? tlsServerArgs(tls, port) : ['--port', String(port)]), ...auth, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...extra],
      /Ready to accept connections/,
    )
  const stopAll = async () => {
    await Promise.all(children.map(stopProcess))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const primaryPort = await freePort()
    const replicaPorts = [await freePort(), await freePort()]
    const primary = await server(primaryPort)
    children.push(primary)
    for (const port of replicaPorts) {
      children.push(await server(port, ['--replicaof', '127.0.0.1', String(primaryPort)]))
      await until(`replica ${port} in sync`, async () => (await ask(port, 'info', 'replication')).includes('master_link_status:up'))
    }
    const sentinelPorts: number[] = []
    for (let index = 0; index < 3; index++) {
      const port = await freePort()
      sentinelPorts.push(port)
      const file = path.join(dir, `sentinel-${port}.conf`)
      writeFileSync(
        file,
        [
          ...(tls
            ? ['port 0', `tls-port ${port}`, `tls-cert-file ${tls.cert}`, `tls-key-file ${tls.key}`, `tls-ca-cert-file ${tls.ca}`, 'tls-auth-clients no', 'tls-replication yes']
            : [`port ${port}`]),
          ...(sentinelPassword && sentinelUsername ? [...aclConfigLines(sentinelUsername, sentinelPassword), `sentinel sentinel-user ${sentinelUsername}`] : []),
          ...(sentinelPassword && !sentinelUsername ? [`requirepass ${sentinelPassword}`] : []),
          ...(sentinelPassword ? [`sentinel sentinel-pass ${sentinelPassword}`] : []),
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${primaryPort} 2`,
          `sentinel down-after-milliseconds ${SENTINEL_NAME} 1000`,
          `sentinel failover-timeout ${SENTINEL_NAME} 5000`,
          `sentinel parallel-syncs ${SENTINEL_NAME} 1`,
          ...(password ? [`sentinel auth-pass ${SENTINEL_NAME} ${password}`] : []),
          ...(password && username ? [`sentinel auth-user ${SENTINEL_NAME} ${username}`] : []),
          '',
        ].join('\n'),
      )
      children.push(await spawnUntil('redis-sentinel', [file], /\+monitor master/))
    }
    // Ready for a failover once every sentinel knows both replicas and the two other sentinels.
    for (const port of sentinelPorts) {
      await until(`sentinel ${port} knowing the replicas and its peers`, async () => {
        const replicas = await askSentinel(port, 'sentinel', 'replicas', SENTINEL_NAME)
        const peers = await askSentinel(port, 'sentinel', 'sentinels', SENTINEL_NAME)
        return replicaPorts.every((replica) => replicas.includes(String(replica))) && peers.split('\n').filter((line) => line === 'runid').length === 2
      })
    }
    return {
      sentinels: sentinelPorts.map((port) => `127.0.0.1:${port}`),
      primaryPort,
      replicaPorts,
      killPrimary: () => primary.kill('SIGKILL'),
      failedOver: () =>
        until(
          'the failover',
          async () => {
            const named = await askSentinel(sentinelPorts[0]!, 'sentinel', 'get-master-addr-by-name', SENTINEL_NAME)
            return replicaPorts.some((port) => named.includes(String(port)))
          },
          30_000,
        ),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
