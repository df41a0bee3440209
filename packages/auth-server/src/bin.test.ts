import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { stopProcess } from '../test/helpers/spawnUntil.js'

// The package's "bin" as npm links it (the launcher that loads dist/bin.js): build first.
const BIN = fileURLToPath(new URL('../bin/stardust-auth-server.js', import.meta.url))
const BASE_ENV = { PATH: process.env.PATH, PORT: '0' }
// Each test starts Node with the server's whole import graph: a few seconds, far more beside other suites.
const START_TIMEOUT_MS = 60_000
const children: ReturnType<typeof spawn>[] = []
afterEach(async () => {
  await Promise.all(children.splice(0).map(stopProcess))
})

/** Runs the bin to its exit; stdout, stderr and the exit code. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN], { env: { ...BASE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })))
}

test('behavior: a bad variable exits 1 with its name and no stack trace', async () => {
  const { code, stdout, stderr } = await runToExit({ AUTH_ORIGIN: 'localhost:5173' })
  expect(code).toBe(1)
  expect(stdout).toBe('')
  expect(stderr).toBe(
    'auth-server: Invalid auth-server configuration\n  AUTH_ORIGIN="localhost:5173": an absolute http(s) URL such as http://localhost:5173 (scheme included)\n',
  )
}, START_TIMEOUT_MS)

test('default: prints its origin, chains, store and CORS at start, and warns on the development secret', async () => {
  const child = spawn(process.execPath, [BIN], {
    env: { ...BASE_ENV, AUTH_ORIGIN: 'http://localhost:5173', AUTH_RPC_8453: 'http://127.0.0.1:9/rpc', AUTH_CORS_ORIGINS: 'http://localhost:5173' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  // The warning is written last: once it is there, the whole banner is.
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      if (stderr.includes('\n')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)))
  })
  const lines = stdout.trimEnd().split('\n')
  expect(lines[0]).toMatch(/^auth-server listening on http:\/\/127\.0\.0\.1:\d+ \(POST \/user\/nonce/)
  expect(lines.slice(1)).toEqual([
    '  origin: http://localhost:5173 (messages name localhost:5173; pages on other origins are refused)',
    '  statement: Sign in to Stardust with your wallet.',
    expect.stringMatching(/^ {2}chains: 1 Ethereum \[public rpc list\]; .*; 8453 \(unknown chain\) \[rpc http:\/\/127\.0\.0\.1:9\/rpc\]$/),
    '  store: memory (this process only; REDIS_URL shares it between instances)',
    '  cors: http://localhost:5173',
  ])
  expect(stderr).toMatch(/^warning: AUTH_SECRET is not set: tokens are signed with the public development secret/)
}, START_TIMEOUT_MS)

test('behavior: no warning with a real AUTH_SECRET; a Redis URL is shown without its password', async () => {
  const { stdout, stderr } = await runUntilListening({ AUTH_SECRET: 'a-real-secret-of-more-than-thirty-two-bytes', REDIS_URL: 'redis://user:hunter2@127.0.0.1:1/0' })
  expect(stdout).toContain('  store: redis redis://user:***@127.0.0.1:1/0\n')
  expect(stdout).not.toContain('hunter2')
  expect(stderr).toBe('')
}, START_TIMEOUT_MS)

/** Starts the bin, waits for its banner's last line, stops it. */
async function runUntilListening(env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN], { env: { ...BASE_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (/ {2}cors: .*\n/.test(stdout)) resolve()
    })
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${stdout}${stderr}`)))
  })
  return { stdout, stderr }
}
