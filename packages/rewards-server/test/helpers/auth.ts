import { createAuthServer, type AuthServer } from '@stardust/auth-server'
import { generateProof, type KeyPair } from 'dpop'
import type { LocalAccount } from 'viem/accounts'

export const TEST_SECRET = 'rewards-test-secret-of-at-least-32-bytes'
const ORIGIN = 'http://localhost:3000'

export type TestAuth = {
  server: AuthServer
  /** Signs in the way a browser does (nonce, personal_sign, login) and returns the token: bound to `key` when given (DPoP), else bearer. */
  tokenFor: (account: LocalAccount, key?: KeyPair) => Promise<string>
  /** Logs the token out: auth-server revokes its jti. */
  revoke: (token: string) => Promise<void>
}

/**
 * A real auth-server (memory store) on Ethereum mainnet's chain id: an EOA signature is checked by
 * recovery, with no RPC call.
 */
export function createTestAuth(options: { tokenTtlSeconds?: number; now?: () => Date } = {}): TestAuth {
  const server = createAuthServer({
    domain: 'localhost:3000',
    uri: ORIGIN,
    secret: TEST_SECRET,
    chainIds: [1],
    production: false,
    ...(options.tokenTtlSeconds === undefined ? {} : { tokenTtlSeconds: options.tokenTtlSeconds }),
    ...(options.now === undefined ? {} : { now: options.now }),
  })
  const post = async (path: string, body: unknown, token?: string, proof?: string): Promise<Response> =>
    await server.handle(
      new Request(`${ORIGIN}/api/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(proof ? { dpop: proof } : {}) },
        body: JSON.stringify(body),
      }),
      { ip: '203.0.113.9' },
    )
  return {
    server,
    tokenFor: async (account, key) => {
      const nonce = (await (await post('user/nonce', { account: account.address })).json()) as { data: { message: string } }
      const signedMsg = await account.signMessage({ message: nonce.data.message })
      const proof = key && (await generateProof(key, `${ORIGIN}/api/v1/user/login`, 'POST'))
      const login = (await (await post('user/login', { account: account.address, signedMsg }, undefined, proof)).json()) as { token?: string }
      if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`)
      return login.token
    },
    revoke: async (token) => {
      const response = await post('user/logout', {}, token)
      if (response.status !== 204) throw new Error(`logout failed: ${response.status}`)
    },
  }
}

/**
 * The token with one character of its signature changed. A character in the middle, never the last:
 * the last base64url character of an HMAC carries 2 unused bits, so changing it can decode to the
 * very same signature (a forgery that is no forgery, about once in a thousand runs).
 */
export function withForgedSignature(token: string): string {
  const at = token.lastIndexOf('.') + 5
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`
}
