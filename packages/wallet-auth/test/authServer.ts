import { spawn } from 'node:child_process'
import { type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { startAuthServer } from '@stardust/auth-server/node'
import type { Address } from 'viem'
import { listenOnLoopback } from './listenOnLoopback.js'
import {
  type ServerMode,
  type TestAuthServer,
  createHold,
  initialMode,
  replyWithCors,
  signTestJwt,
  startLocalAuthServer,
} from './localAuthServer.js'

export type { ServerMode, TestAuthServer } from './localAuthServer.js'

/** The chain the test wallets sign for: no public RPC, so a bad signature is refused at once. */
export const TEST_CHAIN_ID = 31_337
/** The EIP-4361 domain of the server's messages (the tabs' page host). */
export const TEST_DOMAIN = 'localhost:3000'
const SECRET = 'wallet-auth-tests-secret-at-least-32-bytes'
const ORIGIN = 'http://localhost:3000'
const LOOSE = { limit: 100_000, windowMs: 60_000 }
/** A well-formed signature nobody made: the server must refuse it. */
const FOREIGN_SIGNATURE = `0x${'11'.repeat(64)}1b`

/**
 * The real product server (@stardust/auth-server's standalone node server: EIP-4361 nonce,
 * signature verification, JWT) behind a thin proxy that scripts failures for tests and opens
 * CORS for jsdom. `legacy` or `opaque` start our own server instead.
 */
export async function startTestAuthServer(initial: Partial<ServerMode> = {}): Promise<TestAuthServer> {
  if (initial.legacy || initial.opaque) return startLocalAuthServer(initial)
  const mode = initialMode(initial)
  // jsdom's Uint8Array is not Node's, which jose refuses: under jsdom the server runs in its own process.
  const upstream = typeof window === 'undefined' ? await startInProcess(mode.ttlSeconds) : await startChildProcess(mode.ttlSeconds)
  const stats = { nonces: 0, logins: 0, tokens: 0 }
  const logins = createHold(mode, 'holdLogins')
  const nonces = createHold(mode, 'holdNonces')

  function forward(path: string, body: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(`${upstream.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 500, body: Buffer.concat(chunks).toString() }))
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const reply = (status: number, body?: string) => replyWithCors(response, status, body)
    if (request.method === 'OPTIONS') return reply(204)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    let body = Buffer.concat(chunks).toString()
    const path = request.url ?? '/'

    if (path.endsWith('/user/nonce')) {
      stats.nonces++
      await nonces.wait()
      if (mode.failNonce) return reply(503, JSON.stringify({ error: { code: 'store_unavailable', message: 'Store unavailable.' } }))
    }
    if (path.endsWith('/user/login')) {
      stats.logins++
      await logins.wait()
      if (mode.failLogin) body = JSON.stringify({ ...(JSON.parse(body) as object), signedMsg: FOREIGN_SIGNATURE })
    }
    const answer = await forward(path, body)
    if (path.endsWith('/user/login') && answer.status === 200) {
      if (mode.noToken) return reply(200, '{}')
      stats.tokens++
    }
    reply(answer.status, answer.body)
  }

  const proxy = await listenOnLoopback(handle, 502)

  return {
    baseURL: proxy.baseURL,
    mode,
    stats,
    releaseLogins: logins.release,
    releaseNonces: nonces.release,
    /** A token in the server's format for client-side checks (sub, exp); the server did not issue it. */
    issueToken: (address: Address, ttlSeconds: number) => signTestJwt(SECRET, address, ttlSeconds, { iss: ORIGIN, aud: ORIGIN }),
    async close() {
      logins.release()
      nonces.release()
      await proxy.close()
      await upstream.close()
    },
  }
}

type Upstream = { url: string; close(): Promise<void> }

async function startInProcess(ttlSeconds: number): Promise<Upstream> {
  return startAuthServer({
    port: 0,
    config: {
      domain: TEST_DOMAIN,
      uri: ORIGIN,
      secret: SECRET,
      production: false,
      chainIds: [TEST_CHAIN_ID],
      tokenTtlSeconds: ttlSeconds,
      rateLimits: { nonce: { perIp: LOOSE, perAddress: LOOSE }, login: { perIp: LOOSE, perAddress: LOOSE } },
      // The uncoordinated baseline of the bench holds one outstanding nonce per tab.
      nonceLimits: { perAddress: 100 },
    },
  })
}

/** auth-server's runnable dist/bin.js, configured by environment as in production. */
async function startChildProcess(ttlSeconds: number): Promise<Upstream> {
  const bin = join(dirname(createRequire(import.meta.url).resolve('@stardust/auth-server/package.json')), 'dist/bin.js')
  const child = spawn(process.execPath, [bin], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      AUTH_SECRET: SECRET,
      AUTH_ORIGIN: ORIGIN,
      AUTH_CHAIN_IDS: String(TEST_CHAIN_ID),
      AUTH_TOKEN_TTL: String(ttlSeconds),
      AUTH_RATE_LIMIT_IP: String(LOOSE.limit),
      AUTH_RATE_LIMIT_ADDRESS: String(LOOSE.limit),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`auth-server exited (${code}): ${output}`)))
  })
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
