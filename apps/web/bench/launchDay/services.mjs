// What the launch-day bench runs on: a PostgreSQL database, a Redis, a seeded local chain, and
// server processes (the production server of the standalone build, or the bare baseline).
import { execFile, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { appDir } from '../../e2e/site.mjs'

const exec = promisify(execFile)
const repo = path.resolve(appDir, '../..')

export async function freePort() {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** A fresh database in PG_TEST_URL's PostgreSQL, or in a throwaway cluster started for the bench. */
export async function startDatabase() {
  let admin = process.env.PG_TEST_URL
  let stopCluster = async () => {}
  if (!admin) {
    const script = path.join(repo, 'packages/rewards-server/scripts/throwaway-postgres.sh')
    const { stdout } = await exec(script, ['start', String(await freePort())])
    admin = /PG_TEST_URL=(\S+)/.exec(stdout)[1]
    const dir = /PG_TEST_DIR=(\S+)/.exec(stdout)[1]
    stopCluster = () => exec(script, ['stop', dir])
  }
  const name = `stardust_bench_${process.pid}_${Date.now()}`
  await exec('psql', [admin, '-qAtc', `create database ${name}`])
  const url = new URL(admin)
  url.pathname = `/${name}`
  // The release step before any instance starts (they refuse a database behind the release).
  await exec(process.execPath, [path.join(repo, 'packages/rewards-server/bin/stardust-migrate.mjs')], { env: { ...process.env, DATABASE_URL: url.toString() } })
  return {
    url: url.toString(),
    stop: async () => {
      await exec('psql', [admin, '-qAtc', `drop database if exists ${name} with (force)`]).catch(() => undefined)
      await stopCluster()
    },
  }
}

export async function startRedis() {
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    if (await exec('redis-cli', ['-p', String(port), 'ping']).then(() => true, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopProcess(child) }
}

export async function stopProcess(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  await new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill(signal)
  })
}

/** A server process, resolved once it prints that it listens. */
export async function startProcess(args, env, { cwd = appDir } = {}) {
  const spawned = performance.now()
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 90_000
  while (!/listening on /.test(output)) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) {
      await stopProcess(child, 'SIGKILL')
      throw new Error(`${args.join(' ')} did not listen within 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // From spawn to "listening on": the start checks (configuration, RPC chain ids, the schema) included.
  const startMs = performance.now() - spawned
  return { child, output: () => output, stop: () => stopProcess(child), startMs }
}

/** A running process's resident memory in MB (Linux: /proc/<pid>/status VmRSS). */
export function residentMb(child) {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))
  return line ? Number(line[1]) / 1024 : Number.NaN
}
