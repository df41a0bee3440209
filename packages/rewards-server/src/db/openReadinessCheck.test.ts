import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterEach, expect, test } from 'vitest'
import { useRewardsApp } from '../../test/helpers/rewardsApp.js'
import { DatabaseConfigError } from '../errors.js'
import { isStoreOutage } from './isStoreOutage.js'
import { openDatabase } from './openDatabase.js'
import { openReadinessCheck, type ReadinessCheck } from './openReadinessCheck.js'

const app = useRewardsApp('postgres')
const opened: { close: () => Promise<void> }[] = []
const servers: Server[] = []
const sockets = new Set<Socket>()
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close().catch(() => undefined)
  for (const socket of sockets) socket.destroy()
  sockets.clear()
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
})

const readiness = (url: string, timeoutMs?: number): ReadinessCheck => {
  const check = openReadinessCheck(url, timeoutMs === undefined ? {} : { timeoutMs })
  opened.push(check)
  return check
}

/** A TCP relay to PostgreSQL that can stop passing the server's bytes on: a server that hangs (as under SIGSTOP). */
async function hangableRelay(target: string): Promise<{ url: string; hang: (on: boolean) => void }> {
  const { hostname, port } = new URL(target)
  let hung = false
  const server = createServer((client) => {
    const upstream = createConnection(Number(port), hostname)
    sockets.add(client).add(upstream)
    client.on('data', (chunk) => upstream.write(chunk))
    upstream.on('data', (chunk) => void (hung || client.write(chunk)))
    for (const socket of [client, upstream]) socket.on('error', () => undefined).on('close', () => (client.destroy(), upstream.destroy()))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.host = `127.0.0.1:${(server.address() as { port: number }).port}`
  return { url: url.toString(), hang: (on) => void (hung = on) }
}

test('default: a PostgreSQL that answers is ready', async () => {
  await expect(readiness(app.t.url!).check()).resolves.toBeUndefined()
})

test('behavior: with every connection of the request pool busy, readiness still answers (load is not failure)', async () => {
  const database = await openDatabase({ url: app.t.url!, poolSize: 2, connectTimeoutMs: 200 })
  opened.push(database)
  const check = readiness(app.t.url!)
  const busy = [database.db.execute(sql`select pg_sleep(2)`), database.db.execute(sql`select pg_sleep(2)`)].map((query) => query.then(() => undefined))
  // The pool is full: one more request waits for a connection and fails as an outage…
  await expect(database.db.execute(sql`select 1`)).rejects.toSatisfy(isStoreOutage)
  // …while readiness, on its own connection, answers.
  await expect(check.check()).resolves.toBeUndefined()
  await Promise.all(busy)
})

test('behavior: a server that hangs mid-connection fails the check within its limit, and one back answers the next check', async () => {
  const relay = await hangableRelay(app.t.url!)
  const check = readiness(relay.url, 300)
  await expect(check.check()).resolves.toBeUndefined()
  relay.hang(true)
  await expect(check.check()).rejects.toThrow(/timeout/i)
  relay.hang(false)
  await expect(check.check()).resolves.toBeUndefined()
})

test('behavior: a server that accepts the connection but never answers fails the check', async () => {
  const silent = createServer((socket) => void sockets.add(socket))
  servers.push(silent)
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const check = readiness(`postgres://app@127.0.0.1:${(silent.address() as { port: number }).port}/stardust`, 300)
  await expect(check.check()).rejects.toThrow(/timeout/i)
})

test('parameters: a URL that is not PostgreSQL is a configuration error', () => {
  expect(() => openReadinessCheck('mysql://db/app')).toThrow(DatabaseConfigError)
})
