import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { E2E_CHAINS, E2E_DEPLOYMENTS_DIR } from '../chains'
import { E2E_SERVER_ENV } from '../env'
import { appDir } from '../site.mjs'

/** The production server inside the standalone build (`next build` then scripts/standalone.mjs). */
export const PRODUCTION_SERVER = path.join(appDir, '.next', 'standalone', 'apps', 'web', 'server', 'production.mjs')

/** A port no one listens on now (the kernel's pick). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** A Redis of this test's own on a free port (no key of another test can meet its keys). */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const child = killedWithWorker(spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly no'], { stdio: 'ignore' }))
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, '127.0.0.1')
      socket.once('listening', () => socket.close(() => resolve(false)))
      socket.once('error', () => resolve(true))
    })
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) }
}

/**
 * A fresh database in the PostgreSQL of PG_TEST_URL (CI starts one; locally:
 * packages/rewards-server/scripts/throwaway-postgres.sh), brought to this release's schema by
 * stardust-migrate, dropped by `drop`.
 */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.PG_TEST_URL
  if (!admin) throw new Error('PG_TEST_URL is not set: the production server is tested on a real PostgreSQL (see the README, "Tests")')
  const name = `stardust_prod_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  // psql comes with Debian's postgresql package, which CI installs.
  const run = async (sql: string) => void (await promisify(execFile)('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]))
  await run(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  // The release step, as an operator runs it before the instances start (they refuse a database behind).
  const migrate = path.join(appDir, '..', '..', 'packages', 'rewards-server', 'bin', 'stardust-migrate.mjs')
  await promisify(execFile)(process.execPath, [migrate], { env: { ...process.env, DATABASE_URL: url.toString() } })
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) }
}

/**
 * A server of a test's own dies with the worker even when the test never reaches its `stop` (a setup step
 * after it threw: without PG_TEST_URL, three Redis servers outlived a local run by hours).
 */
function killedWithWorker(child: ChildProcess): ChildProcess {
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  child.once('exit', () => process.off('exit', kill))
  return child
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGKILL')
  })
}

/** One SQL query's rows (psql's unaligned output), for checking what the ledger holds. */
export async function queryRows(url: string, sql: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql])
  return stdout.split('\n').filter(Boolean)
}

export type ProductionSite = {
  url: string
  port: number
  child: ChildProcess
  /** Everything the server printed. */
  output: () => string
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>
  kill: () => Promise<void>
}

/**
 * The standalone production server on 127.0.0.1, on the suite's local chains (their deployments and
 * prepared airdrops), with DATABASE_URL and REDIS_URL given (it refuses to start without them); resolves once
 * it answers.
 */
export async function startProductionSite(env: Record<string, string>): Promise<ProductionSite> {
  const port = await freePort()
  const deployments = readFileSync(path.join(appDir, E2E_DEPLOYMENTS_DIR, 'deployments.json'), 'utf8')
  const child = killedWithWorker(spawn(process.execPath, [PRODUCTION_SERVER], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      STARDUST_DATA_DIR: '',
      STARDUST_SINGLE_INSTANCE: '',
      AUTH_TRUSTED_PROXIES: '0',
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      STARDUST_DEPLOYMENTS: deployments,
      NEXT_PUBLIC_RPC_MANTLE: E2E_CHAINS.mantle.siteRpc,
      NEXT_PUBLIC_RPC_ARBITRUM: E2E_CHAINS.arbitrum.siteRpc,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  }))
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const site: ProductionSite = { url, port, child, output: () => output, exited, kill: () => stopChild(child) }
  const deadline = Date.now() + 60_000
  while (!/listening on /.test(output)) {
    if (child.exitCode !== null) throw new Error(`the production server exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) {
      await site.kill()
      throw new Error(`the production server did not listen within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return site
}

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * One HTTP request from the loopback address `from` (127.0.0.x: a client of its own), on a
 * connection of its own. Rejects only when the connection fails or is cut before a whole answer.
 */
export function requestFrom(
  from: string,
  url: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, localAddress: from, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
        res.once('aborted', () => reject(new Error(`${method} ${url}: the answer was cut`)))
        res.once('error', reject)
      },
    )
    req.once('error', reject)
    req.end(payload)
  })
}

export const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T
