import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LocalChainError } from '../errors.js'

export type StartLocalChainParameters = {
  /** Loopback port; 0 (default) picks a free one. */
  port?: number
  /** 31337 ("Stardust Local") by default; a real chain id (e.g. 5000) makes pages bound to that chain testable. */
  chainId?: number
  /** Mine a block every this many ms instead of one per transaction (automine, the default). */
  blockIntervalMs?: number
  /** How long to wait for the node to answer; the first start of a machine takes longest. */
  timeoutMs?: number
}

export type LocalChain = {
  url: string
  chainId: number
  port: number
  /** The node's process id: tests stop it (SIGSTOP) to play a public RPC that hangs. */
  pid: number
  /** Stops the node and waits until it has exited and released its port. */
  stop: () => Promise<void>
}

// The package root holds hardhat.config.cjs (a chain-only config: no compiler, see scripts/compile.mjs);
// this module runs from dist/ when built and from src/node/ in tests.
const packageRoot = ['../', '../../']
  .map((up) => fileURLToPath(new URL(up, import.meta.url)))
  .find((dir) => existsSync(path.join(dir, 'hardhat.config.cjs')))
const READY = /Started HTTP and WebSocket JSON-RPC server/

/**
 * Starts a hardhat 2 node on 127.0.0.1 (never on every interface), offline, and resolves once it answers.
 * The node is a child of this process and dies with it; `stop` ends it and frees the port.
 */
export async function startLocalChain({ port = 0, chainId = 31337, blockIntervalMs, timeoutMs = 60_000 }: StartLocalChainParameters = {}): Promise<LocalChain> {
  const chosenPort = port === 0 ? await freePort() : await assertPortFree(port)
  const require = createRequire(import.meta.url)
  let cli: string
  if (!packageRoot) throw new LocalChainError('chain_start_failed', 'hardhat.config.cjs is missing from @stardust/contracts')
  try {
    cli = require.resolve('hardhat/internal/cli/cli')
  } catch (cause) {
    throw new LocalChainError('chain_start_failed', 'hardhat 2.29 is not installed: add it as a dependency to run a local chain', { cause })
  }
  const child = spawn(process.execPath, [cli, '--config', 'hardhat.config.cjs', 'node', '--hostname', '127.0.0.1', '--port', String(chosenPort)], {
    cwd: packageRoot,
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      STARDUST_CHAIN_ID: String(chainId),
      HH_INTERVAL_MS: blockIntervalMs ? String(blockIntervalMs) : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killOnExit = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  await waitForReady(child, timeoutMs)
  const stop = async (): Promise<void> => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      // A node that hangs (SIGSTOP: a test's hung RPC, or a debugger) holds SIGTERM until it runs again.
      child.kill('SIGCONT')
    })
  }
  return { url: `http://127.0.0.1:${chosenPort}`, chainId, port: chosenPort, pid: child.pid!, stop }
}

async function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new LocalChainError('chain_start_failed', `the local chain did not start in ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer): void => {
      output += chunk.toString()
      if (!READY.test(output)) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      // Keep draining: hardhat logs every request, and a full pipe would stall it.
      child.stdout?.resume()
      child.stderr?.resume()
      child.off('exit', onExit)
      resolve()
    }
    const onExit = (code: number | null): void => {
      clearTimeout(timer)
      reject(new LocalChainError('chain_start_failed', `the local chain exited (code ${code}) before it was ready:\n${output}`))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function assertPortFree(port: number): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (cause) =>
      reject(new LocalChainError('port_in_use', `port ${port} on 127.0.0.1 is in use: stop what runs there (another local chain?) or choose another port`, { cause })),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)))
  })
}
