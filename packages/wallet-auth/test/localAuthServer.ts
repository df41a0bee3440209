import { createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, type Hex, getAddress, isAddress, verifyMessage } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { listenOnLoopback } from './listenOnLoopback.js'

/** What the next calls do; tests flip these to script failures. */
export type ServerMode = {
  /** Token lifetime. Default 24 h. */
  ttlSeconds: number
  /** Answer nonce requests with 503. */
  failNonce: boolean
  /** Answer logins with 401 signature_invalid whatever was signed. */
  failLogin: boolean
  /** Answer logins 200 without a token. */
  noToken: boolean
  /** Legacy server: no EIP-4361 message, the wallet signs the bare nonce. */
  legacy: boolean
  /** Hold login requests until `releaseLogins()` is called. */
  holdLogins: boolean
  /** Hold nonce requests until `releaseNonces()` is called. Proxy only. */
  holdNonces?: boolean
  /** Opaque tokens (not JWTs): the client learns the expiry from `expiresAt` only. Local server only. */
  opaque?: boolean
}

export type TestAuthServer = {
  /** Base URL for the api client, ending in /api/v1/. */
  baseURL: string
  mode: ServerMode
  stats: { nonces: number; logins: number; tokens: number }
  releaseLogins(): void
  releaseNonces(): void
  /** Issues a token for an address directly, e.g. one that is already expired. */
  issueToken(address: Address, ttlSeconds: number): string
  close(): Promise<void>
}

const SECRET = 'wallet-auth-test-secret-of-32-bytes!'

/** The mode both test servers start in, with the test's overrides. */
export function initialMode(initial: Partial<ServerMode>): ServerMode {
  return { ttlSeconds: 86_400, failNonce: false, failLogin: false, noToken: false, legacy: false, holdLogins: false, ...initial }
}

/** Answers with open CORS, so jsdom's XMLHttpRequest may call the server. */
export function replyWithCors(response: ServerResponse, status: number, body?: string): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  })
  response.end(body)
}

/** An HS256 JWT for the address (sub, iat, exp, jti, then `extra` claims). */
export function signTestJwt(secret: string, address: Address, ttlSeconds: number, extra: object = {}): string {
  const iat = Math.floor(Date.now() / 1000)
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: address.toLowerCase(), iat, exp: iat + ttlSeconds, jti: randomBytes(8).toString('hex'), ...extra })}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

/** Requests held while `mode[flag]` is set; `release` stops holding (also the ones not arrived yet) and lets the held ones go. */
export function createHold(mode: ServerMode, flag: 'holdLogins' | 'holdNonces') {
  let held: (() => void)[] = []
  return {
    async wait(): Promise<void> {
      if (mode[flag]) await new Promise<void>((resolve) => held.push(resolve))
    },
    release(): void {
      // Requests that have not arrived yet are not held either (no race with the request).
      mode[flag] = false
      const waiting = held
      held = []
      for (const resolve of waiting) resolve()
    },
  }
}

/**
 * Our own small product server, for what @stardust/auth-server deliberately is not: a legacy
 * server that sends no message (the wallet signs the bare nonce), or one with opaque tokens. A small stand-in for the product server (docs/api.md): nonce with an EIP-4361
 * message, real signature verification with viem, HS256 JWT with sub and exp. CORS is open so
 * jsdom's XMLHttpRequest may call it.
 */
export async function startLocalAuthServer(initial: Partial<ServerMode> = {}): Promise<TestAuthServer> {
  const mode = initialMode(initial)
  const stats = { nonces: 0, logins: 0, tokens: 0 }
  const pending = new Map<string, { address: string; message: string }>()
  const logins = createHold(mode, 'holdLogins')

  function issueToken(address: Address, ttlSeconds: number) {
    stats.tokens++
    return signTestJwt(SECRET, address, ttlSeconds)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const reply = (status: number, body?: unknown) => replyWithCors(response, status, body === undefined ? undefined : JSON.stringify(body))
    if (request.method === 'OPTIONS') return reply(204)
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>
    const account = typeof body.account === 'string' && isAddress(body.account) ? body.account.toLowerCase() : undefined

    if (request.url === '/api/v1/user/nonce') {
      if (mode.failNonce) return reply(503, { error: { code: 'store_unavailable', message: 'Store unavailable.' } })
      if (!account) return reply(400, { error: { code: 'invalid_address', message: 'Invalid address.' } })
      stats.nonces++
      const nonce = randomBytes(16).toString('hex')
      const issuedAt = new Date()
      const message = createSiweMessage({
        address: getAddress(account),
        chainId: typeof body.chainId === 'number' ? body.chainId : 1,
        domain: 'localhost:3000',
        uri: 'http://localhost:3000',
        nonce,
        version: '1',
        issuedAt,
        expirationTime: new Date(issuedAt.getTime() + 5 * 60_000),
      })
      pending.set(nonce, { address: account, message: mode.legacy ? nonce : message })
      return reply(200, { data: mode.legacy ? { nonce } : { nonce, message } })
    }

    if (request.url === '/api/v1/user/login') {
      stats.logins++
      await logins.wait()
      if (!account || typeof body.signedMsg !== 'string') return reply(400, { error: { code: 'invalid_request', message: 'Invalid request.' } })
      if (mode.failLogin) return reply(401, { error: { code: 'signature_invalid', message: 'Bad signature.' } })
      for (const [nonce, issued] of pending) {
        if (issued.address !== account) continue
        const valid = await verifyMessage({ address: account as Address, message: issued.message, signature: body.signedMsg as Hex })
        if (!valid) continue
        pending.delete(nonce) // single use
        if (mode.noToken) return reply(200, {})
        const token = mode.opaque ? randomBytes(24).toString('hex') : issueToken(account as Address, mode.ttlSeconds)
        return reply(200, { token, expiresAt: new Date(Date.now() + mode.ttlSeconds * 1000).toISOString() })
      }
      return reply(401, { error: { code: 'signature_invalid', message: 'Bad signature.' } })
    }
    reply(404, { error: { code: 'not_found', message: 'Not found.' } })
  }

  const server = await listenOnLoopback(handle, 500)
  return {
    baseURL: server.baseURL,
    mode,
    stats,
    releaseLogins: logins.release,
    issueToken,
    releaseNonces() {},
    close: () => {
      logins.release()
      return server.close()
    },
  }
}
